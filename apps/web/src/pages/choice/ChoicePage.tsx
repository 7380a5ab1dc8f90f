import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { languageOf, translator } from '@storyvault/contracts';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '../../api/client';
import { FormMessage } from '../../components/FormMessage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { RespondFrame } from '../respond/RespondFrame';
import { choicePath, chooseReply } from './choiceApi';
import type { ChoiceDecision, ReplyChoiceView } from './choiceTypes';
import './choice.css';

/** What the page says once the choice is made: now, before, or by the week passing. */
function doneText(view: ReplyChoiceView, justNow: boolean): string {
  if (view.decidedBy === 'timeout') return view.words.keptAfterWait;
  if (view.decision === 'command') return justNow ? view.words.doneCommand : view.words.chosenCommand;
  return justNow ? view.words.doneStory : view.words.chosenStory;
}

/**
 * /choice/:token, from the email that asks the senior what her short reply meant: what she wrote
 * and two big buttons, in her language. Opening the page changes nothing (mail scanners open
 * links); only pressing a button decides. The email's button (`?choose=`) is offered first. Until
 * her reply is known (or for a link that opens none), the page speaks the browser's language.
 */
export default function ChoicePage() {
  const token = useParams().token?.trim() ?? '';
  const [params] = useSearchParams();
  const choice = useQuery<ReplyChoiceView>({ queryKey: [choicePath(token)], enabled: token !== '', retry: false });
  const choose = useMutation({ mutationFn: chooseReply, networkMode: 'always' });
  // Her reply's language once it is known; the browser's before that (languageOf takes either).
  const language = languageOf([choice.data?.language ?? '', ...(navigator.languages ?? [navigator.language])]);
  const t = translator(language);
  useDocumentTitle(choice.data?.words.heading ?? t('senior.choice.pageTitle'));

  const invalid = !token || (choice.isError && [400, 404].includes(apiErrorStatus(choice.error) ?? 0));
  if (invalid) {
    return (
      <RespondFrame heading={t('senior.choice.linkGone')}>
        <p className="choice__lead">{t('senior.refusal.invalidLink')}</p>
      </RespondFrame>
    );
  }
  if (choice.isError) {
    return (
      <RespondFrame heading={t('senior.choice.failed')}>
        <button type="button" className="button button--primary choice__button" onClick={() => void choice.refetch()}>
          {t('senior.choice.retry')}
        </button>
      </RespondFrame>
    );
  }
  if (!choice.data) {
    return (
      <RespondFrame heading={t('senior.choice.pageTitle')}>
        <p role="status" className="respond__loading">
          {t('senior.choice.loading')}
        </p>
      </RespondFrame>
    );
  }

  const view = choose.data ?? choice.data;
  const { words } = view;
  const first: ChoiceDecision = params.get('choose') === 'story' ? 'story' : 'command';
  const order: ChoiceDecision[] = first === 'story' ? ['story', 'command'] : ['command', 'story'];
  const label = (c: ChoiceDecision) => (c === 'command' ? words.commandLabel : words.storyLabel);
  return (
    <div lang={view.language}>
      <RespondFrame heading={words.heading}>
        <p className="choice__lead">{words.youWrote}</p>
        <blockquote className="choice__wrote">{view.replyText}</blockquote>
        {view.decision ? (
          <FormMessage kind="success">{doneText(view, !!choose.data)}</FormMessage>
        ) : (
          <div className="choice__buttons">
            {choose.isError && (
              <FormMessage kind="error">
                {/* A second choice is refused in her language; any other refusal in the page's own words. */}
                {(apiErrorCode(choose.error) === 'CHOICE_ALREADY_MADE' && apiErrorMessage(choose.error)) ||
                  t('senior.choice.chooseFailed')}
              </FormMessage>
            )}
            {order.map((c, i) => (
              <button
                key={c}
                type="button"
                className={`button ${i === 0 ? 'button--primary' : 'button--secondary'} choice__button`}
                disabled={choose.isPending}
                onClick={() => choose.mutate({ token, choice: c })}
              >
                {label(c)}
              </button>
            ))}
          </div>
        )}
      </RespondFrame>
    </div>
  );
}
