import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorStatus } from '../../api/client';
import { AuthLayout } from '../../components/AuthLayout';
import { FormMessage } from '../../components/FormMessage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useT } from '../../i18n/LanguageContext';
import { unsubscribe, unsubscribePath, type UnsubscribeView } from './unsubscribeApi';

/**
 * /unsubscribe?token=…, from the foot of a new-story email: one button stops those emails for
 * that collection, signed in or not; in the reader's language (the browser's when signed out).
 */
export default function UnsubscribePage() {
  const t = useT();
  useDocumentTitle(t('dashboard.unsubscribe.title'));
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const link = useQuery<UnsubscribeView>({ queryKey: [unsubscribePath(token)], enabled: token !== '' });
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });
  const invalid = !token || (link.isError && [400, 404, 410].includes(apiErrorStatus(link.error) ?? 0));

  return (
    <AuthLayout>
      {invalid ? (
        <>
          <h1>{t('dashboard.unsubscribe.invalid')}</h1>
          <p className="lead">
            {t.rich('dashboard.unsubscribe.chooseInDashboard', {
              link: (words) => <Link to="/dashboard">{words}</Link>,
            })}
          </p>
        </>
      ) : link.isError ? (
        <>
          <h1>{t('dashboard.unsubscribe.openFailed')}</h1>
          <button type="button" className="button button--primary" onClick={() => void link.refetch()}>
            {t('dashboard.unsubscribe.retry')}
          </button>
        </>
      ) : !link.data ? (
        <p role="status">{t('dashboard.unsubscribe.loading')}</p>
      ) : stop.isSuccess ? (
        <>
          <h1>{t('dashboard.unsubscribe.doneTitle')}</h1>
          <FormMessage kind="success">{t('dashboard.unsubscribe.done')}</FormMessage>
          <Link to="/dashboard" className="button button--secondary">
            {t('dashboard.unsubscribe.toDashboard')}
          </Link>
        </>
      ) : (
        <>
          <h1>{t('dashboard.unsubscribe.question', { name: link.data.seniorName })}</h1>
          {link.data.notify === 'none' && <p className="lead">{t('dashboard.unsubscribe.notGetting')}</p>}
          {/* The server's refusals here are English: the page says its own words. */}
          {stop.isError && <FormMessage kind="error">{t('dashboard.common.tryAgain')}</FormMessage>}
          <button
            type="button"
            className="button button--primary button--block"
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            {stop.isPending ? t('dashboard.unsubscribe.stopping') : t('dashboard.unsubscribe.stop')}
          </button>
        </>
      )}
    </AuthLayout>
  );
}
