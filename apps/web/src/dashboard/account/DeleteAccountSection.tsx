import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetSession } from '../../api/session';
import { useCurrentVault } from '../data/useCurrentVault';
import { isOwnerOf } from '../data/vaultRole';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadVaultButton } from './DownloadVaultButton';

/**
 * Delete your account: first the way to keep the stories (everything of each vault the owner
 * owns, as the Keepsakes card makes it), then what happens, the 30 days, and how to undo it.
 */
export function DeleteAccountSection() {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const { vaults } = useCurrentVault();
  const owned = vaults.filter(isOwnerOf);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 2 }}>
        Delete your account
      </Typography>
      {owned.length > 0 && (
        <>
          <Typography sx={{ mb: 1 }}>
            First, download your stories. Each download has every story, recording, photo and email of a vault; we email
            you when it is ready.
          </Typography>
          <ul style={{ paddingLeft: '1.25rem', margin: '0 0 16px' }}>
            {owned.map((vault) => (
              <li key={vault.id}>
                <DownloadVaultButton vaultId={vault.id} seniorName={vault.seniorName} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Typography sx={{ mb: 1 }}>
        When you delete your account, we delete it 30 days later together with every vault you own: all stories,
        recordings, photos and books in them. Family members lose access to those vaults. Your comments and your place
        in other families&rsquo; vaults go too. No more questions are sent in the meantime.
      </Typography>
      <Typography sx={{ mb: 2 }}>Changed your mind? Sign in within the 30 days and nothing is deleted.</Typography>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)} sx={{ minHeight: 48 }}>
        Delete my account
      </Button>
      <DeleteAccountDialog
        open={asking}
        onClose={() => setAsking(false)}
        onScheduled={(answer) => {
          // The server signed this account out everywhere: forget it here too, then say when it goes.
          forgetSession(queryClient);
          navigate(`/signin?deleted=${encodeURIComponent(answer.deleteAfter)}`);
        }}
      />
    </Card>
  );
}
