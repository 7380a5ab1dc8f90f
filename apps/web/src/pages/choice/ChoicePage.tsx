import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiErrorMessage, apiErrorStatus } from '../../api/client';
import { FormMessage } from '../../components/FormMessage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { RespondFrame } from '../respond/RespondFrame';
import { choicePath, chooseReply } from './choiceApi';
import type { ChoiceDecision, ReplyChoiceView } from './choiceTypes';
import './choice.css';

const INVALID_LINK = 'Invalid link. Please check your email or SMS for the correct link.';

/** What the page says once the choice is made: now, before, or by the week passing. */
function doneText(view: ReplyChoiceView, justNow: boolean): string {
  if (view.decidedBy === 'timeout') return view.words.keptAfterWait;
  if (view.decision === 'command') return justNow ? view.words.doneCommand : view.words.chosenCommand;
  return justNow ? view.words.doneStory : view.words.chosenStory;
}

/**
 * /choice/:token, from the email that asks the senior what her short reply meant: what she wrote
 * and two big buttons, in her language. Opening the page changes nothing (mail scanners open
 * links); only pressing a button decides. The email's button (`?choose=`) is offered first.
 */
export default function ChoicePage() {
  const token = useParams().token?.trim() ?? '';
  const [params] = useSearchParams();
  const choice = useQuery<ReplyChoiceView>({ queryKey: [choicePath(token)], enabled: token !== '', retry: false });
  const choose = useMutation({ mutationFn: chooseReply, networkMode: 'always' });
  useDocumentTitle(choice.data?.words.heading ?? 'Your choice');

  const invalid = !token || (choice.isError && [400, 404].includes(apiErrorStatus(choice.error) ?? 0));
  if (invalid) {
    return (
      <RespondFrame heading="This link does not work">
        <p className="choice__lead">{INVALID_LINK}</p>
      </RespondFrame>
    );
  }
  if (choice.isError) {
    return (
      <RespondFrame heading="We couldn't open this page">
        <button type="button" className="button button--primary choice__button" onClick={() => void choice.refetch()}>
          Try again
        </button>
      </RespondFrame>
    );
  }
  if (!choice.data) {
    return (
      <RespondFrame heading="Your choice">
        <p role="status" className="respond__loading">
          Loading...
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
                {apiErrorMessage(choose.error) ?? 'Something went wrong. Please try again.'}
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
