import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormMessage } from '../../components/FormMessage';
import { submitWrittenStory } from '../../respond/respondApi';
import { RESPOND_LIMITS } from '../../respond/respondTexts';
import { seniorRefusal } from '../../respond/seniorRefusal';
import { useSeniorWords } from '../../respond/seniorWords';
import { useLeaveWarning } from '../../respond/useLeaveWarning';
import { useOnline } from '../../respond/useOnline';
import { useSendStory } from '../../respond/useSendStory';
import { useStoryDraft } from '../../respond/useStoryDraft';

/**
 * editing -> saving -> sent (docs/product.md §4); once sent the page shows only its thanks (`onSent`).
 * The story is kept on the device until it is sent; with the connection down it waits and is sent
 * by itself, and a tab closed before then offers it again, unsent, on reopening.
 */
export function WriteStoryForm({ token, onSent }: { token: string; onSent: () => void }) {
  const { t } = useSeniorWords();
  const fieldId = useId();
  const countId = useId();
  const draft = useStoryDraft(token);
  const { text, setText } = draft;
  const online = useOnline();
  const [emptySubmit, setEmptySubmit] = useState(false);
  const [sent, setSent] = useState(false);
  const { save, send, waiting, slow } = useSendStory({
    send: submitWrittenStory,
    onSaved: () => {
      draft.forget();
      setSent(true);
      onSent();
    },
  });
  const trimmed = text.trim();
  const tooLong = trimmed.length > RESPOND_LIMITS.maxStoryLength;
  const saving = save.isPending || waiting;
  const unsent = draft.unsent && save.isIdle;
  useLeaveWarning(trimmed !== '' && !sent);
  const textArea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // The text area is disabled while saving, which takes focus away: give it back.
    if (save.status === 'error' && !waiting) textArea.current?.focus();
  }, [save.status, waiting]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || sent) return;
    if (!trimmed) {
      setEmptySubmit(true);
      return;
    }
    if (tooLong) return;
    send({ token, text: trimmed, sendId: draft.markSending() });
  };

  return (
    <form className="respond__form" onSubmit={onSubmit} noValidate aria-busy={saving}>
      <div className="respond__field">
        <label htmlFor={fieldId} className="respond__label">
          {t('senior.page.storyLabel')}
        </label>
        <textarea
          ref={textArea}
          id={fieldId}
          className="respond__textarea"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) setEmptySubmit(false);
          }}
          disabled={saving || sent}
          aria-describedby={countId}
          aria-invalid={emptySubmit || tooLong}
          rows={12}
          spellCheck
          autoCapitalize="sentences"
        />
        <p id={countId} className={tooLong ? 'respond__count respond__count--over' : 'respond__count'}>
          {t('senior.page.characters', { count: text.length })}
        </p>
      </div>

      {emptySubmit && !trimmed && <FormMessage kind="error">{t('senior.page.emptyStory')}</FormMessage>}
      {tooLong && (
        <FormMessage kind="error">{t('senior.page.tooLong', { max: RESPOND_LIMITS.maxStoryLength })}</FormMessage>
      )}
      {save.isError && !waiting && (
        <FormMessage kind="error">{seniorRefusal(save.error) ?? t('senior.page.saveFailed')}</FormMessage>
      )}

      <div className="respond__status" role="status" aria-live="polite">
        {draft.restored && !saving && <p className="respond__note">{t('senior.page.draftRestored')}</p>}
        {unsent && <p className="respond__unsent">{t('senior.page.notSentYet')}</p>}
        {!online && !saving && <p className="respond__offline">{t('senior.page.offline')}</p>}
        {waiting && <p className="respond__offline">{t('senior.page.offlineWaiting')}</p>}
        {saving && !waiting && <p>{slow ? t('senior.page.stillSending') : t('senior.page.saving')}</p>}
      </div>

      <button type="submit" className="button button--primary respond__button" disabled={!trimmed || tooLong || saving}>
        {waiting
          ? t('senior.page.waiting')
          : saving
            ? t('senior.page.savingShort')
            : unsent
              ? t('senior.page.send')
              : t('senior.page.submit')}
      </button>
    </form>
  );
}
