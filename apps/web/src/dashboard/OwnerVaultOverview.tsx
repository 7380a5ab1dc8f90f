import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { VaultView } from '@storyvault/contracts';
import { LatestMemories } from './activity/LatestMemories';
import { ComingUpNext } from './coming-up-next/ComingUpNext';
import { useVaultQuestions } from './data/useVaultQuestions';
import { FamilyCard } from './family/FamilyCard';
import { KeepsakesCard } from './keepsakes/KeepsakesCard';
import { BuildQuestionListCard } from './question-list/BuildQuestionListCard';
import { FamilyLegacyStats } from './stats/FamilyLegacyStats';
import { LinkedStory } from './stories/LinkedStory';
import { RecentlyDeleted } from './stories/curate/RecentlyDeleted';
import { RenewalNote } from './stories/curate/RenewalNote';
import { StoryCollection } from './stories/StoryCollection';
import { SuggestedByFamily } from './suggestions/SuggestedByFamily';
import { PausedBanner } from './vault-header/PausedBanner';
import { pauseLabel } from './vault-header/pauseState';
import { VaultHeader } from './vault-header/VaultHeader';
import { RenderLater } from './layout/RenderLater';
import { useT, type Translate } from '../i18n/LanguageContext';
import { lazyDialog } from './dialogs/lazyDialog';

// The owner's tools' dialogs, each loaded and mounted when first opened (see lazyDialog).
const VaultSettingsDialog = lazyDialog(() =>
  import('./dialogs/VaultSettingsDialog').then((m) => m.VaultSettingsDialog),
);
const AddCustomQuestionDialog = lazyDialog(() =>
  import('./dialogs/AddCustomQuestionDialog').then((m) => m.AddCustomQuestionDialog),
);
const QuestionLibraryDialog = lazyDialog(() =>
  import('./dialogs/question-library/QuestionLibraryDialog').then((m) => m.QuestionLibraryDialog),
);
const ManageQuestionsDialog = lazyDialog(() =>
  import('./dialogs/manage-questions/ManageQuestionsDialog').then((m) => m.ManageQuestionsDialog),
);
const ManageFamilyDialog = lazyDialog(() => import('./family/ManageFamilyDialog').then((m) => m.ManageFamilyDialog));

/** The pause as "Coming Up Next" shows it, in its place. */
function pauseOf(vault: VaultView, t: Translate) {
  const label = pauseLabel(vault, 'owner', undefined, t);
  return label && vault.pauseKind ? { label, kind: vault.pauseKind } : null;
}

type OpenDialog = 'settings' | 'custom' | 'library' | 'manage' | 'family' | null;

/**
 * The owner's set-up vault, opening on the stories as the family's does: its header, the stories with
 * stats and activity, then the owner's tools below them: what comes next and what the family suggests,
 * the family circle, keepsakes and the question list.
 */
export function OwnerVaultOverview({ vault }: { vault: VaultView }) {
  const t = useT();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { questions, isPending, error } = useVaultQuestions(vault.id);
  const close = () => setDialog(null);

  return (
    <>
      <VaultHeader vault={vault} onEdit={() => setDialog('settings')} />
      <PausedBanner vault={vault} />
      <RenewalNote />
      {/* The dashboard opens on the stories, as the family's does, across the page's whole width on a
          desktop; below them the stats and the latest memories, and the owner's tools: what comes next and
          what the family suggests, the family circle, keepsakes, and building the question list. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateAreas: {
            xs: '"stories" "side" "next" "tools" "build"',
            md: '"stories stories" "next side" "build tools"',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'stories', minWidth: 0 }} data-testid="owner-stories">
          <StoryCollection vaultId={vault.id} />
          <Box sx={{ mt: 3, '&:empty': { display: 'none' } }}>
            <RecentlyDeleted vaultId={vault.id} />
          </Box>
        </Box>
        {/* Below the stories, so below the fold on any screen: rendered after them (see RenderLater). */}
        <RenderLater>
          <Stack spacing={3} sx={{ gridArea: 'side', minWidth: 0 }}>
            <FamilyLegacyStats vaultId={vault.id} />
            <LatestMemories vaultId={vault.id} />
          </Stack>
          <Box sx={{ gridArea: 'next', minWidth: 0 }}>
            <ComingUpNext
              questions={questions}
              isPending={isPending}
              failed={Boolean(error)}
              nextQuestionAt={vault.nextQuestionAt}
              upcomingQuestionsAt={vault.upcomingQuestionsAt}
              timeZone={vault.timeZone}
              pause={pauseOf(vault, t)}
              onAddMore={() => setDialog('library')}
            />
            <Box sx={{ mt: 3, '&:empty': { display: 'none' } }}>
              <SuggestedByFamily vaultId={vault.id} />
            </Box>
          </Box>
          <Stack spacing={3} sx={{ gridArea: 'tools', minWidth: 0 }}>
            <FamilyCard vaultId={vault.id} seniorName={vault.seniorName} onManage={() => setDialog('family')} />
            <KeepsakesCard vaultId={vault.id} seniorName={vault.seniorName} isOwner />
          </Stack>
          <Box sx={{ gridArea: 'build', minWidth: 0 }}>
            <BuildQuestionListCard
              onCreateCustom={() => setDialog('custom')}
              onBrowseLibrary={() => setDialog('library')}
              onManage={() => setDialog('manage')}
            />
          </Box>
        </RenderLater>
      </Box>
      <VaultSettingsDialog open={dialog === 'settings'} onClose={close} vault={vault} />
      <AddCustomQuestionDialog open={dialog === 'custom'} onClose={close} vaultId={vault.id} />
      <QuestionLibraryDialog
        open={dialog === 'library'}
        onClose={close}
        vaultId={vault.id}
        vaultQuestions={questions}
        language={vault.language}
      />
      <ManageQuestionsDialog open={dialog === 'manage'} onClose={close} vaultId={vault.id} questions={questions} />
      <ManageFamilyDialog open={dialog === 'family'} onClose={close} vaultId={vault.id} seniorName={vault.seniorName} />
      <LinkedStory vaultId={vault.id} />
    </>
  );
}
