import { useState } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useAnswerLink } from '../../respond/useAnswerLink';
import { AlreadyAnsweredNote } from './AlreadyAnsweredNote';
import { QuestionCard } from './QuestionCard';
import { QuestionGate } from './QuestionGate';
import { RespondFrame } from './RespondFrame';
import { StorySentThanks } from './StorySentThanks';
import { WriteStoryForm } from './WriteStoryForm';

/** /respond/write?token=…: the senior writes the answer (docs/product.md §2, §4 "Text response"). */
export default function WriteResponsePage() {
  useDocumentTitle('Write Your Story');
  const link = useAnswerLink();
  const [sent, setSent] = useState(false);
  return (
    <RespondFrame heading={sent ? 'Story Sent' : 'Write Your Story'}>
      <QuestionGate link={link}>
        {(view, token) =>
          sent ? (
            <StorySentThanks ownerFirstName={view.ownerFirstName} />
          ) : (
            <>
              <QuestionCard view={view} />
              <AlreadyAnsweredNote answeredAt={view.answeredAt} more="write" />
              <WriteStoryForm token={token} onSent={() => setSent(true)} />
              <p className="respond__alternative">
                Would you rather talk?{' '}
                {/* A full page load: only the record page's own response lets it use the microphone. */}
                <a href={`/respond/record?token=${encodeURIComponent(token)}`}>Record your story instead</a>
              </p>
            </>
          )
        }
      </QuestionGate>
    </RespondFrame>
  );
}
