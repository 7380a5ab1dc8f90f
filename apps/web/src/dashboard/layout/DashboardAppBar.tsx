import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../site';
import { useOwner } from '../data/useOwner';
import { MobileAccountMenu } from './MobileAccountMenu';
import { useSignOut } from './SignOutContext';
import { VaultSwitcher } from './VaultSwitcher';
import { useT } from '../../i18n/LanguageContext';

/**
 * Top bar: logo, the vault switcher (with more than one vault), the owner's name (a link to their account page) and Logout; on
 * narrow screens the name and Logout move into the account menu.
 */
export function DashboardAppBar() {
  const t = useT();
  const owner = useOwner();
  const signOut = useSignOut();
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2, minHeight: 64, maxWidth: 'lg', width: '100%', mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Link
          component={RouterLink}
          to="/dashboard"
          underline="none"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 48,
            fontFamily: 'Georgia, serif',
            fontWeight: 700,
            fontSize: '1.4rem',
            color: 'primary.main',
            mr: 'auto',
          }}
        >
          {PRODUCT_NAME}
        </Link>
        <VaultSwitcher />
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 2, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to="/dashboard/account"
            sx={{ fontWeight: 600, minHeight: 48, display: 'inline-flex', alignItems: 'center' }}
            noWrap
          >
            {owner?.fullName}
          </Link>
          <Button variant="outlined" onClick={() => void signOut()}>
            {t('dashboard.account.logout')}
          </Button>
        </Box>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <MobileAccountMenu name={owner?.fullName ?? ''} email={owner?.email ?? ''} onLogout={signOut} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
