import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AcceptInvitationRequest, InvitationView } from '@storyvault/contracts';
import { apiErrorMessage } from '../../api/client';
import { endSession } from '../../api/session';
import { useCurrentUser } from '../../api/useCurrentUser';
import { FormMessage } from '../../components/FormMessage';
import { signInReturningTo } from '../auth/returnPath';
import { roleOffer } from './joinApi';
import { NewMemberForm } from './NewMemberForm';
import { useAcceptInvitation } from './useInvitation';
import { useT } from '../../i18n/LanguageContext';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A good invitation: whose collection and what the role allows, then the way in for whoever is at the screen. */
export function InvitationPanel({ token, invitation }: { token: string; invitation: InvitationView }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isLoading } = useCurrentUser();
  const accept = useAcceptInvitation(token);
  const [signingOut, setSigningOut] = useState(false);
  const signInPath = signInReturningTo(`/join?token=${encodeURIComponent(token)}`);
  const { seniorName, ownerName, email, role } = invitation;

  const join = (request: AcceptInvitationRequest) =>
    accept.mutateAsync(request).then(({ vaultId }) => navigate(`/dashboard?vault=${encodeURIComponent(vaultId)}`));

  return (
    <>
      <h1>{t('dashboard.join.heading', { ownerName, seniorName })}</h1>
      <p className="lead">{roleOffer(role, seniorName, t)}</p>
      {isLoading ? null : !user ? (
        <NewMemberForm email={email} pending={accept.isPending} signInPath={signInPath} onJoin={join} />
      ) : sameEmail(user.email, email) ? (
        <>
          {accept.isError && (
            <FormMessage kind="error">{apiErrorMessage(accept.error) ?? t('dashboard.join.tryAgain')}</FormMessage>
          )}
          <button
            type="button"
            className="button button--primary button--block"
            disabled={accept.isPending}
            onClick={() => void join({}).catch(() => undefined)}
          >
            {accept.isPending ? t('dashboard.join.joining') : t('dashboard.join.joinNamed', { seniorName })}
          </button>
        </>
      ) : (
        <>
          <FormMessage kind="error">
            {t('dashboard.join.otherAccount', { signedIn: user.email, invited: email })}
          </FormMessage>
          <p>{t('dashboard.join.otherAccountHelp', { ownerName })}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              // The session's queries are replaced, not updated: the render after it reads the new ones.
              void endSession(queryClient).finally(() => setSigningOut(false));
            }}
          >
            {t('dashboard.join.signOut')}
          </button>
        </>
      )}
    </>
  );
}
