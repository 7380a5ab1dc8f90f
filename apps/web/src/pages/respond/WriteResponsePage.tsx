import { useState } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { translator } from '@storyvault/contracts';
import { SeniorLanguageProvider } from '../../respond/seniorWords';
import { useAnswerLink } from '../../respond/useAnswerLink';
import { AlreadyAnsweredNote } from './AlreadyAnsweredNote';
import { QuestionCard } from './QuestionCard';
import { QuestionGate } from './QuestionGate';
import { RespondFrame } from './RespondFrame';
import { StorySentThanks } from './StorySentThanks';
import { WriteStoryForm } from './WriteStoryForm';

/** /respond/write?token=…: the senior writes the answer (docs/product.md §2, §4 "Text response"). */
export default function WriteResponsePage() {
  const link = useAnswerLink();
  const t = translator(link.language);
  useDocumentTitle(t('senior.page.writeTitle'));
  const [sent, setSent] = useState(false);
  return (
    <SeniorLanguageProvider language={link.language}>
      <RespondFrame heading={sent ? t('senior.page.sentTitle') : t('senior.page.writeTitle')}>
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
                  {t('senior.page.rather.talk')}{' '}
                  {/* A full page load: only the record page's own response lets it use the microphone. */}
                  <a href={`/respond/record?token=${encodeURIComponent(token)}`}>
                    {t('senior.page.rather.recordLink')}
                  </a>
                </p>
              </>
            )
          }
        </QuestionGate>
      </RespondFrame>
    </SeniorLanguageProvider>
  );
}
