import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/LanguageContext';

/** docs/product.md §2 loading state of the dashboard. */
export function LoadingVault() {
  const t = useT();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={32} aria-hidden="true" />
      <Typography>{t('dashboard.loading')}</Typography>
    </Box>
  );
}
