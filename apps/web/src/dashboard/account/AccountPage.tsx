import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { SUPPORT_EMAIL } from '../../site';
import { BillingSection } from './BillingSection';
import { StorytellersSection } from './StorytellersSection';
import { SignInDetailsSection } from './SignInDetailsSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { LanguageSection } from './LanguageSection';
import { useT } from '../../i18n/LanguageContext';

/**
 * `/dashboard/account`, from the account menu: everything about the owner's own account, one
 * section after another (each section is its own component and fetches what it shows).
 */
export function AccountPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.account.yourAccount'));
  return (
    <Box sx={{ maxWidth: 'md', mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 } }}>
      <Link component={RouterLink} to="/dashboard" sx={{ display: 'inline-flex', minHeight: 48, alignItems: 'center' }}>
        {t('dashboard.account.back')}
      </Link>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontFamily: 'Georgia, serif', fontSize: { xs: '2rem', sm: '2.4rem' }, mt: 1, mb: 3 }}
      >
        {t('dashboard.account.yourAccount')}
      </Typography>
      <Stack spacing={3}>
        {/* Sections, in reading order. */}
        <BillingSection />
        <StorytellersSection />
        <SignInDetailsSection />
        <LanguageSection />
        <DeleteAccountSection />
        <Typography color="text.secondary">
          {t.rich('dashboard.account.questions', {
            email: SUPPORT_EMAIL,
            link: (chunks) => <Link href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</Link>,
          })}
        </Typography>
      </Stack>
    </Box>
  );
}
