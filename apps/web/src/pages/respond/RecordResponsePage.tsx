import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useAnswerLink } from '../../respond/useAnswerLink';
import { AlreadyAnsweredNote } from './AlreadyAnsweredNote';
import { QuestionCard } from './QuestionCard';
import { QuestionGate } from './QuestionGate';
import { RespondFrame } from './RespondFrame';
import { StorySentThanks } from './StorySentThanks';
import { VoiceRecorderPanel } from './VoiceRecorderPanel';

/** /respond/record?token=…: the senior records the answer (docs/product.md §2, §4 "Voice response"). */
export default function RecordResponsePage() {
  useDocumentTitle('Record Your Story');
  const link = useAnswerLink();
  const [sent, setSent] = useState(false);
  return (
    <RespondFrame heading={sent ? 'Story Sent' : 'Record Your Story'}>
      <QuestionGate link={link}>
        {(view, token) =>
          sent ? (
            <StorySentThanks ownerFirstName={view.ownerFirstName} />
          ) : (
            <>
              <QuestionCard view={view} />
              <AlreadyAnsweredNote answeredAt={view.answeredAt} more="record" />
              <VoiceRecorderPanel token={token} onSent={() => setSent(true)} />
              <p className="respond__alternative">
                Would you rather write?{' '}
                <Link to={`/respond/write?token=${encodeURIComponent(token)}`}>Write your story instead</Link>
              </p>
            </>
          )
        }
      </QuestionGate>
    </RespondFrame>
  );
}
