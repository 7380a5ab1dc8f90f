import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorMessage, apiErrorStatus } from '../../api/client';
import { AuthLayout } from '../../components/AuthLayout';
import { FormMessage } from '../../components/FormMessage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { unsubscribe, unsubscribePath, type UnsubscribeView } from './unsubscribeApi';

const INVALID = "This unsubscribe link isn't valid.";

/**
 * /unsubscribe?token=…, from the foot of a new-story email: one button stops those emails for
 * that collection, signed in or not.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const link = useQuery<UnsubscribeView>({ queryKey: [unsubscribePath(token)], enabled: token !== '' });
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });
  const invalid = !token || (link.isError && [400, 404, 410].includes(apiErrorStatus(link.error) ?? 0));

  return (
    <AuthLayout>
      {invalid ? (
        <>
          <h1>{INVALID}</h1>
          <p className="lead">
            You can choose which emails you get in your <Link to="/dashboard">dashboard</Link>.
          </p>
        </>
      ) : link.isError ? (
        <>
          <h1>We couldn&rsquo;t open this link.</h1>
          <button type="button" className="button button--primary" onClick={() => void link.refetch()}>
            Try again
          </button>
        </>
      ) : !link.data ? (
        <p role="status">Loading...</p>
      ) : stop.isSuccess ? (
        <>
          <h1>You&rsquo;re unsubscribed</h1>
          <FormMessage kind="success">
            {"You won't get these emails any more. You can turn them back on in the dashboard."}
          </FormMessage>
          <Link to="/dashboard" className="button button--secondary">
            Go to the dashboard
          </Link>
        </>
      ) : (
        <>
          <h1>{`Stop emails about new stories from ${link.data.seniorName}'s collection?`}</h1>
          {link.data.notify === 'none' && <p className="lead">You aren&rsquo;t getting these emails now.</p>}
          {stop.isError && <FormMessage kind="error">{apiErrorMessage(stop.error) ?? 'Please try again'}</FormMessage>}
          <button
            type="button"
            className="button button--primary button--block"
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            {stop.isPending ? 'Stopping...' : 'Stop these emails'}
          </button>
        </>
      )}
    </AuthLayout>
  );
}
