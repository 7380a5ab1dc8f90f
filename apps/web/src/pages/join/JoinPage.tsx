import { Link } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { InvitationPanel } from './InvitationPanel';
import { useInvitationLink } from './useInvitation';
import { useT } from '../../i18n/LanguageContext';

/**
 * /join?token=…, the link of an invitation email: whose collection it is and what the role
 * allows; then a new account, or joining as the signed-in invitee, or a clear word when someone
 * else is signed in. Joined, the dashboard opens on that vault.
 */
export default function JoinPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.join.pageTitle'));
  const link = useInvitationLink();
  return (
    <AuthLayout>
      {link.state === 'ready' ? (
        <InvitationPanel token={link.token} invitation={link.invitation} />
      ) : link.state === 'loading' ? (
        <p role="status">{t('dashboard.join.loading')}</p>
      ) : (
        <>
          <h1>
            {link.state === 'invalid'
              ? t('dashboard.join.invalid')
              : link.state === 'gone'
                ? t('dashboard.join.gone')
                : t('dashboard.join.failed')}
          </h1>
          {link.state === 'gone' && <p className="lead">{t('dashboard.join.goneHelp')}</p>}
          {link.state === 'invalid' && <p className="lead">{t('dashboard.join.invalidHelp')}</p>}
          {link.state === 'failed' && (
            <button type="button" className="button button--primary" onClick={link.retry}>
              {t('dashboard.join.retry')}
            </button>
          )}
          <p>{t.rich('dashboard.join.alreadyJoined', { link: (words) => <Link to="/signin">{words}</Link> })}</p>
        </>
      )}
    </AuthLayout>
  );
}
