import TextField from '@mui/material/TextField';
import { useCurrentVault } from '../data/useCurrentVault';
import { vaultLabel } from '../data/vaultRole';
import { useT } from '../../i18n/LanguageContext';

/**
 * 'Vault': which of the user's vaults the dashboard shows, by the senior's name, and for a shared
 * one who shared it ('Rose (shared by Anna)'). Only with more than one. A native select, so the keyboard and phones work it as they work any select.
 */
export function VaultSwitcher() {
  const t = useT();
  const { vault, vaults, chooseVault } = useCurrentVault();
  if (!vault || vaults.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label={t('dashboard.vaultSwitcher.label')}
      value={vault.id}
      onChange={(event) => chooseVault(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: 136, sm: 260 }, flexShrink: 1, minWidth: 0 }}
    >
      {vaults.map((option) => (
        <option key={option.id} value={option.id}>
          {vaultLabel(option, t)}
        </option>
      ))}
    </TextField>
  );
}
