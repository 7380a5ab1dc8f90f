import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormMessage } from '../../components/FormMessage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { skipQuestion } from '../../respond/respondApi';
import { seniorRefusal } from '../../respond/seniorRefusal';
import { translator } from '@storyvault/contracts';
import { SeniorLanguageProvider } from '../../respond/seniorWords';
import { useAnswerLink } from '../../respond/useAnswerLink';
import { QuestionCard } from './QuestionCard';
import { QuestionGate } from './QuestionGate';
import { RespondFrame } from './RespondFrame';

const skippedKey = (token: string) => `storyvault.skipped.${token}`;

/** Whether this device asked for a different question with this link already (the page opened again). */
function skippedHere(token: string): boolean {
  try {
    return token !== '' && window.localStorage.getItem(skippedKey(token)) !== null;
  } catch {
    return false;
  }
}

function rememberSkip(token: string): void {
  try {
    window.localStorage.setItem(skippedKey(token), '1');
  } catch {
    // The server still knows: a second press says so.
  }
}

/**
 * /respond/skip?token=…: the question email's "Send me a different question" link. One big
 * button confirms; the question is kept for another time and a different one is sent now. Opened
 * again, the page says it is done; for a question she answered already, it says so kindly instead.
 */
export default function SkipQuestionPage() {
  const link = useAnswerLink();
  const t = translator(link.language);
  useDocumentTitle(t('senior.page.skipTitle'));
  const [doneBefore] = useState(() => skippedHere(link.token));
  const skip = useMutation({
    mutationFn: skipQuestion,
    networkMode: 'always',
    onSuccess: (_result, token) => rememberSkip(token),
  });
  return (
    <SeniorLanguageProvider language={link.language}>
      <RespondFrame heading={t('senior.page.skipTitle')}>
        <QuestionGate link={link}>
          {(view, token) => {
            const done = skip.data?.message ?? (doneBefore ? t('senior.page.skip.done') : null);
            const answered = !done && view.answeredAt ? t('senior.page.skip.answered') : null;
            return (
              <>
                <QuestionCard view={view} />
                {done || answered ? (
                  <FormMessage kind="success">{done ?? answered}</FormMessage>
                ) : (
                  <>
                    <p className="respond__instructions">{t('senior.page.skip.explain')}</p>
                    {skip.isError && (
                      <FormMessage kind="error">{seniorRefusal(skip.error) ?? t('senior.page.loadFailed')}</FormMessage>
                    )}
                    <button
                      type="button"
                      className="button button--primary respond__button"
                      disabled={skip.isPending}
                      onClick={() => skip.mutate(token)}
                    >
                      {skip.isPending ? t('senior.page.skip.sending') : t('senior.page.skip.button')}
                    </button>
                  </>
                )}
                {!answered && (
                  <p className="respond__alternative">
                    {t('senior.page.skip.after')}{' '}
                    <a href={`/respond/write?token=${encodeURIComponent(token)}`}>{t('senior.page.skip.writeLink')}</a>
                  </p>
                )}
              </>
            );
          }}
        </QuestionGate>
      </RespondFrame>
    </SeniorLanguageProvider>
  );
}
