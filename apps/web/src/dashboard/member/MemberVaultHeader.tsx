import { useId } from 'react';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VaultView } from '@storyvault/contracts';
import { canSuggest } from '../data/vaultRole';
import { initialOf } from '../vault-header/deliveryLine';
import { StateChip } from '../vault-header/StateChip';
import { useT, type Translate } from '../../i18n/LanguageContext';

/** What a member's role lets them do, in a sentence. */
function roleSentence(vault: VaultView, t: Translate): string {
  return canSuggest(vault) ? t('dashboard.member.contributorSentence') : t('dashboard.member.viewerSentence');
}

/**
 * A shared vault's header, for a family member: whose stories, who shared them, and (for a
 * contributor) 'Suggest a question'. No address, no schedule, no settings: those are the owner's.
 */
export function MemberVaultHeader({ vault, onSuggest }: { vault: VaultView; onSuggest: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar aria-hidden="true" sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.75rem' }}>
          {initialOf(vault.seniorName)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography id={titleId} variant="h2" sx={{ overflowWrap: 'anywhere' }}>
              {t('dashboard.vault.collectionTitle', { name: vault.seniorName })}
            </Typography>
            <StateChip vault={vault} viewer="member" />
          </Stack>
          <Typography sx={{ mt: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {vault.ownerName ? t('dashboard.member.sharedBy', { name: vault.ownerName }) : t('dashboard.member.shared')}
          </Typography>
          <Typography color="text.secondary">{roleSentence(vault, t)}</Typography>
        </Box>
        {canSuggest(vault) && (
          <Button
            variant="outlined"
            startIcon={<LightbulbOutlined />}
            onClick={onSuggest}
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
          >
            {t('dashboard.member.suggest')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
