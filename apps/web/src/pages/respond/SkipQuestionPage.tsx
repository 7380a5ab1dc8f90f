import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage } from '../../api/client';
import { FormMessage } from '../../components/FormMessage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { skipQuestion } from '../../respond/respondApi';
import { RespondText } from '../../respond/respondTexts';
import { useAnswerLink } from '../../respond/useAnswerLink';
import { QuestionCard } from './QuestionCard';
import { QuestionGate } from './QuestionGate';
import { RespondFrame } from './RespondFrame';

/**
 * /respond/skip?token=…: the question email's "Send me a different question" link. One big
 * button confirms; the question is kept for another time and a different one is sent now.
 */
export default function SkipQuestionPage() {
  useDocumentTitle('A Different Question');
  const link = useAnswerLink();
  const skip = useMutation({ mutationFn: skipQuestion, networkMode: 'always' });
  return (
    <RespondFrame heading="A Different Question">
      <QuestionGate link={link}>
        {(view, token) => (
          <>
            <QuestionCard view={view} />
            {skip.data ? (
              <FormMessage kind="success">{skip.data.message}</FormMessage>
            ) : (
              <>
                <p className="respond__instructions">
                  Not the right question today? We will keep this one for another time and send you a different question
                  by email right away.
                </p>
                {skip.isError && (
                  <FormMessage kind="error">{apiErrorMessage(skip.error) ?? RespondText.loadFailed}</FormMessage>
                )}
                <button
                  type="button"
                  className="button button--primary respond__button"
                  disabled={skip.isPending}
                  onClick={() => skip.mutate(token)}
                >
                  {skip.isPending ? 'Sending...' : 'Send me a different question'}
                </button>
              </>
            )}
            <p className="respond__alternative">
              Would you rather answer this one after all?{' '}
              <a href={`/respond/write?token=${encodeURIComponent(token)}`}>Write your story</a>
            </p>
          </>
        )}
      </QuestionGate>
    </RespondFrame>
  );
}
