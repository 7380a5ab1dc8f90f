import { useId, useState } from 'react';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { STORYTELLERS_PER_PLAN, type VaultView } from '@storyvault/contracts';
import { useCurrentVault } from '../data/useCurrentVault';
import { useOwner } from '../data/useOwner';
import { isOwnerOf } from '../data/vaultRole';
import { pauseLabel } from '../vault-header/pauseState';
import { VaultSetupCard } from '../vault-setup/VaultSetupCard';
import { ENGLISH, useT, type Translate } from '../../i18n/LanguageContext';

/** Where a storyteller's questions stand: not set up yet, paused (and until when), or active. */
export function storytellerState(vault: VaultView, t: Translate = ENGLISH): string {
  if (!vault.isSetupComplete) return t('dashboard.storytellers.notSetUp');
  return pauseLabel(vault, 'owner', undefined, t) ?? t('dashboard.storytellers.active');
}

/** The dashboard showing that vault: the address the switcher's provider turns into the user's choice. */
const vaultPath = (vault: VaultView) => `/dashboard?vault=${encodeURIComponent(vault.id)}`;

/**
 * The account page's "Your storytellers": each senior whose vault the user owns, where their
 * questions stand and a link that opens the vault in the dashboard; and "Add a storyteller",
 * the dashboard's own setup card, with full access and under the plan's limit (otherwise a plain
 * sentence why). Someone who owns no vault gets one line.
 */
export function StorytellersSection() {
  const t = useT();
  const titleId = useId();
  const owner = useOwner();
  const { vaults, isPending, error } = useCurrentVault();
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const owned = vaults.filter(isOwnerOf);

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('dashboard.storytellers.title')}
      </Typography>
      {error ? (
        <Alert severity="error">{t('dashboard.storytellers.failed')}</Alert>
      ) : isPending || !owner ? (
        <CircularProgress size={28} aria-label={t('dashboard.storytellers.loading')} />
      ) : owned.length === 0 ? (
        <Typography>
          {vaults.length > 0 ? t('dashboard.storytellers.onlyShared') : `${t('dashboard.storytellers.none')} `}
          {vaults.length === 0 && (
            <Link component={RouterLink} to="/dashboard">
              {t('dashboard.storytellers.setUpOne')}
            </Link>
          )}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {owned.map((vault) => (
              <Box component="li" key={vault.id}>
                <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {vault.seniorName || t('dashboard.storytellers.unnamed')}
                  </Typography>
                  <Typography color="text.secondary">{storytellerState(vault, t)}</Typography>
                  <Link
                    component={RouterLink}
                    to={vaultPath(vault)}
                    sx={{ display: 'inline-flex', minHeight: 48, alignItems: 'center' }}
                  >
                    {vault.isSetupComplete
                      ? t('dashboard.storytellers.open', { name: vault.seniorName })
                      : vault.seniorName
                        ? t('dashboard.storytellers.finishNamed', { name: vault.seniorName })
                        : t('dashboard.storytellers.finish')}
                  </Link>
                </Stack>
              </Box>
            ))}
          </Box>
          {!owner.hasFullAccess ? (
            <Typography sx={{ mt: 2 }}>
              {t('dashboard.storytellers.withPlan')}{' '}
              <Link
                component={RouterLink}
                to="/upgrade"
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 48 }}
              >
                {t('dashboard.storytellers.seePlan')}
              </Link>
            </Typography>
          ) : owned.length >= STORYTELLERS_PER_PLAN ? (
            <Typography sx={{ mt: 2 }}>
              {t('dashboard.storytellers.atLimit', { limit: STORYTELLERS_PER_PLAN, count: owned.length })}
            </Typography>
          ) : adding ? (
            <Stack spacing={1.5} sx={{ mt: 2 }}>
              <VaultSetupCard
                vault={undefined}
                ownerName={owner.fullName}
                hasFullAccess
                onSaved={(created) => navigate(vaultPath(created))}
              />
              <Box>
                <Button variant="outlined" onClick={() => setAdding(false)}>
                  {t('dashboard.common.cancel')}
                </Button>
              </Box>
            </Stack>
          ) : (
            <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
              <Typography color="text.secondary">
                {t('dashboard.storytellers.included', { limit: STORYTELLERS_PER_PLAN })}
              </Typography>
              <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)}>
                {t('dashboard.storytellers.add')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Card>
  );
}
