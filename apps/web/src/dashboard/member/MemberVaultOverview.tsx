import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { VaultView } from '@storyvault/contracts';
import { LatestMemories } from '../activity/LatestMemories';
import { KeepsakesCard } from '../keepsakes/KeepsakesCard';
import { NewStoryEmailsCard } from '../notifications/NewStoryEmailsCard';
import { FamilyLegacyStats } from '../stats/FamilyLegacyStats';
import { LinkedStory } from '../stories/LinkedStory';
import { StoryCollection } from '../stories/StoryCollection';
import { SuggestQuestionDialog } from '../suggestions/SuggestQuestionDialog';
import { MemberVaultHeader } from './MemberVaultHeader';

/**
 * A vault shared with the user: the stories, the Family Legacy stats and Latest Memories, their
 * own email choice, and the book of the stories. None of the owner's tools: no setup, queue, settings, family or billing.
 */
export function MemberVaultOverview({ vault }: { vault: VaultView }) {
  const [suggesting, setSuggesting] = useState(false);
  return (
    <>
      <MemberVaultHeader vault={vault} onSuggest={() => setSuggesting(true)} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <StoryCollection vaultId={vault.id} />
        </Box>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <FamilyLegacyStats vaultId={vault.id} />
          <LatestMemories vaultId={vault.id} />
          <NewStoryEmailsCard vaultId={vault.id} />
          <KeepsakesCard vaultId={vault.id} seniorName={vault.seniorName} isOwner={false} />
        </Stack>
      </Box>
      <SuggestQuestionDialog
        open={suggesting}
        onClose={() => setSuggesting(false)}
        vaultId={vault.id}
        seniorName={vault.seniorName}
        ownerName={vault.ownerName ?? ''}
      />
      <LinkedStory vaultId={vault.id} />
    </>
  );
}
