import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../api/client';
import { FormMessage } from '../../components/FormMessage';
import { useToast } from '../../components/toast/useToast';
import { RESPOND_LIMITS, RespondText, storyTooLong } from '../../respond/respondTexts';
import { useLeaveWarning } from '../../respond/useLeaveWarning';
import { useOnline } from '../../respond/useOnline';
import { showThanks } from '../../respond/showThanks';
import { useSendStory } from '../../respond/useSendStory';
import { useStoryDraft } from '../../respond/useStoryDraft';

function characterCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'character' : 'characters'}`;
}

/**
 * editing -> saving -> saved (SPEC.md §4): once saved, the text area is disabled and the story echoed.
 * The story is kept on the device until it is sent; with the connection down it waits and is sent by itself.
 */
export function WriteStoryForm({ token, seniorFirstName }: { token: string; seniorFirstName: string }) {
  const fieldId = useId();
  const countId = useId();
  const { toast, dismiss } = useToast();
  const draft = useStoryDraft(token);
  const { text, setText } = draft;
  const online = useOnline();
  const [emptySubmit, setEmptySubmit] = useState(false);
  const { save, waiting, slow } = useSendStory({
    onSaved: () => {
      draft.forget();
      toast({ title: RespondText.storySaved, description: RespondText.writtenStorySaved });
    },
    onRefused: (error) =>
      toast({
        title: RespondText.submissionFailed,
        description: apiErrorMessage(error) ?? RespondText.tryAgain,
        variant: 'destructive',
      }),
  });
  const trimmed = text.trim();
  const tooLong = trimmed.length > RESPOND_LIMITS.maxStoryLength;
  const saving = save.isPending || waiting;
  const savedText = save.isSuccess ? save.variables.text : null;
  const saved = savedText !== null;
  useLeaveWarning(trimmed !== '' && !saved);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The text area is disabled while saving, which takes focus away: give it back, or land on the thanks.
    if (save.status === 'error' && !waiting) textArea.current?.focus();
    if (save.status === 'success') showThanks(status.current);
  }, [save.status, waiting]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || saved) return;
    if (!trimmed) {
      setEmptySubmit(true);
      return;
    }
    if (tooLong) return;
    dismiss();
    save.mutate({ token, text: trimmed });
  };

  return (
    <form className="respond__form" onSubmit={onSubmit} noValidate aria-busy={saving}>
      <div className="respond__field">
        <label htmlFor={fieldId} className="respond__label">
          Your story
        </label>
        <textarea
          ref={textArea}
          id={fieldId}
          className="respond__textarea"
          value={savedText ?? text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) setEmptySubmit(false);
          }}
          disabled={saving || saved}
          aria-describedby={countId}
          aria-invalid={emptySubmit || tooLong}
          rows={12}
          spellCheck
          autoCapitalize="sentences"
        />
        <p id={countId} className={tooLong ? 'respond__count respond__count--over' : 'respond__count'}>
          {characterCount(text.length)}
        </p>
      </div>

      {emptySubmit && !trimmed && <FormMessage kind="error">{RespondText.emptyStory}</FormMessage>}
      {tooLong && <FormMessage kind="error">{storyTooLong(RESPOND_LIMITS.maxStoryLength)}</FormMessage>}
      {save.isError && !waiting && <FormMessage kind="error">{RespondText.saveFailed}</FormMessage>}

      <div ref={status} tabIndex={-1} className="respond__status" role="status" aria-live="polite">
        {draft.restored && !saving && !saved && <p className="respond__note">{RespondText.draftRestored}</p>}
        {!online && !saving && !saved && <p className="respond__offline">{RespondText.offline}</p>}
        {waiting && <p className="respond__offline">{RespondText.offlineWaiting}</p>}
        {saving && !waiting && <p>{slow ? RespondText.stillSending : 'Saving your story...'}</p>}
        {saved && (
          <p className="respond__saved">
            {seniorFirstName ? `Thank you, ${seniorFirstName}!` : 'Thank you!'} Your story has been saved.
          </p>
        )}
      </div>
      {saved && (
        <section className="respond__echo" aria-label="The story you sent">
          <p>Here is the story you sent:</p>
          <blockquote>{savedText}</blockquote>
        </section>
      )}

      {!saved && (
        <button
          type="submit"
          className="button button--primary respond__button"
          disabled={!trimmed || tooLong || saving}
        >
          {waiting ? 'Waiting for the connection...' : saving ? 'Saving...' : 'Submit Story'}
        </button>
      )}
    </form>
  );
}
