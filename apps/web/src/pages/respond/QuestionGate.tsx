import type { ReactNode } from 'react';
import { FormMessage } from '../../components/FormMessage';
import type { AnswerLinkView } from '../../respond/respondApi';
import { useSeniorWords } from '../../respond/seniorWords';
import type { AnswerLink } from '../../respond/useAnswerLink';
import { LinkGone } from './LinkGone';

/** Shows the page's content only once the link's question has loaded. */
export function QuestionGate({
  link,
  children,
}: {
  link: AnswerLink;
  children: (view: AnswerLinkView, token: string) => ReactNode;
}) {
  const { t } = useSeniorWords();
  switch (link.state) {
    case 'loading':
      return (
        <p className="respond__loading" role="status">
          {t('senior.page.loading')}
        </p>
      );
    case 'invalid':
      return <LinkGone />;
    case 'expired':
      return <LinkGone message={link.message} />;
    case 'failed':
      return (
        <>
          <FormMessage kind="error">{t('senior.page.loadFailed')}</FormMessage>
          <button type="button" className="button button--secondary respond__button" onClick={link.retry}>
            {t('senior.page.tryAgain')}
          </button>
        </>
      );
    case 'ready':
      return children(link.view, link.token);
  }
}
