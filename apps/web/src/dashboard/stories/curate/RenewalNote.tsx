import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useSubscriptionEnded } from './storyCuration';
import { useT } from '../../../i18n/LanguageContext';

/** A gentle note for an owner whose subscription ended: nothing is lost, the collection is read-only until renewal. */
export function RenewalNote() {
  const t = useT();
  if (!useSubscriptionEnded()) return null;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('dashboard.renewal.title')}</AlertTitle>
      {t.rich('dashboard.renewal.text', {
        link: (words) => (
          <Link component={RouterLink} to="/subscribe">
            {words}
          </Link>
        ),
      })}
    </Alert>
  );
}
