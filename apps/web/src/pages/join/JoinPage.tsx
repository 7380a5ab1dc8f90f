import { Link } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { InvitationPanel } from './InvitationPanel';
import { useInvitationLink } from './useInvitation';

/**
 * /join?token=…, the link of an invitation email: whose collection it is and what the role
 * allows; then a new account, or joining as the signed-in invitee, or a clear word when someone
 * else is signed in. Joined, the dashboard opens on that vault.
 */
export default function JoinPage() {
  useDocumentTitle('Join');
  const link = useInvitationLink();
  return (
    <AuthLayout>
      {link.state === 'ready' ? (
        <InvitationPanel token={link.token} invitation={link.invitation} />
      ) : link.state === 'loading' ? (
        <p role="status">Loading your invitation...</p>
      ) : (
        <>
          <h1>
            {link.state === 'invalid'
              ? "This invitation link isn't valid."
              : link.state === 'gone'
                ? 'This invitation has been used or has expired.'
                : "We couldn't load your invitation."}
          </h1>
          {link.state === 'gone' && <p className="lead">Ask the person who invited you to send you a new one.</p>}
          {link.state === 'invalid' && (
            <p className="lead">Please check that you opened the whole link from your invitation email.</p>
          )}
          {link.state === 'failed' && (
            <button type="button" className="button button--primary" onClick={link.retry}>
              Try again
            </button>
          )}
          <p>
            Already joined? <Link to="/signin">Sign in</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
