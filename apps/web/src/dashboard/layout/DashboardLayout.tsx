import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { CurrentVaultProvider } from '../data/CurrentVaultProvider';
import { DashboardAppBar } from './DashboardAppBar';

/**
 * The react-admin layout: our own top bar instead of react-admin's menu and sidebar. The current
 * vault is held here, so the top bar's switcher and the page below share it.
 */
export function DashboardLayout({ children }: { children?: ReactNode }) {
  return (
    <CurrentVaultProvider>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', overflowX: 'hidden' }}>
        <DashboardAppBar />
        <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
          {children}
        </Container>
      </Box>
    </CurrentVaultProvider>
  );
}
