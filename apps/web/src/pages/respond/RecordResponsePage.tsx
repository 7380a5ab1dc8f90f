import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { translator } from '@storyvault/contracts';
import { SeniorLanguageProvider } from '../../respond/seniorWords';
import { useAnswerLink } from '../../respond/useAnswerLink';
import { AlreadyAnsweredNote } from './AlreadyAnsweredNote';
import { QuestionCard } from './QuestionCard';
import { QuestionGate } from './QuestionGate';
import { RespondFrame } from './RespondFrame';
import { StorySentThanks } from './StorySentThanks';
import { VoiceRecorderPanel } from './VoiceRecorderPanel';

/** /respond/record?token=…: the senior records the answer (docs/product.md §2, §4 "Voice response"). */
export default function RecordResponsePage() {
  const link = useAnswerLink();
  const t = translator(link.language);
  useDocumentTitle(t('senior.page.recordTitle'));
  const [sent, setSent] = useState(false);
  return (
    <SeniorLanguageProvider language={link.language}>
      <RespondFrame heading={sent ? t('senior.page.sentTitle') : t('senior.page.recordTitle')}>
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
                  {t('senior.page.rather.write')}{' '}
                  <Link to={`/respond/write?token=${encodeURIComponent(token)}`}>
                    {t('senior.page.rather.writeLink')}
                  </Link>
                </p>
              </>
            )
          }
        </QuestionGate>
      </RespondFrame>
    </SeniorLanguageProvider>
  );
}
