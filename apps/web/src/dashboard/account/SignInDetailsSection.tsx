import { useId } from 'react';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../api/useCurrentUser';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useT } from '../../i18n/LanguageContext';

/** Sign-in details: the email the owner signs in with, and their password. */
export function SignInDetailsSection() {
  const t = useT();
  const titleId = useId();
  const email = useCurrentUser().user?.email ?? '';
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('dashboard.account.signInDetails')}
      </Typography>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <ChangeEmailForm currentEmail={email} />
        <ChangePasswordForm />
      </Stack>
    </Card>
  );
}
