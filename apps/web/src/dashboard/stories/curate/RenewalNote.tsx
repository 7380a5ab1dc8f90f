import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useSubscriptionEnded } from './storyCuration';

/** A gentle note for an owner whose subscription ended: nothing is lost, the collection is read-only until renewal. */
export function RenewalNote() {
  if (!useSubscriptionEnded()) return null;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>Your subscription has ended</AlertTitle>
      Every story is safe: you and your family can still read them and download them. No new questions are sent, and
      stories cannot be edited or deleted until you{' '}
      <Link component={RouterLink} to="/subscribe">
        renew your subscription
      </Link>
      .
    </Alert>
  );
}
