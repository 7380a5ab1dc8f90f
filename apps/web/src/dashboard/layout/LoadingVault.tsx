import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** docs/product.md §2 loading state of the dashboard. */
export function LoadingVault() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={32} aria-hidden="true" />
      <Typography>Loading your vault...</Typography>
    </Box>
  );
}
