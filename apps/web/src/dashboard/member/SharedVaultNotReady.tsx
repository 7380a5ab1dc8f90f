import { useId } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { VaultView } from '@storyvault/contracts';

/** A vault shared with the user whose owner has not finished setting it up: nothing to read yet, nothing to do. */
export function SharedVaultNotReady({ vault }: { vault: VaultView }) {
  const titleId = useId();
  const owner = vault.ownerName || 'The owner';
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {`${vault.seniorName}'s Story Collection`}
      </Typography>
      <Typography>
        {`${owner} is still setting it up. ${vault.seniorName}'s stories will appear here as soon as the first one arrives.`}
      </Typography>
    </Card>
  );
}
