import type { VaultView } from '@storyvault/contracts';
import type { Language } from '@storyvault/contracts';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

/** "3 June", with the year when it is not this one (the pause's date is a UTC day). */
export function pauseDate(iso: string, now = new Date(), language: Language = 'en'): string {
  const date = new Date(iso);
  const sameYear = date.getUTCFullYear() === now.getUTCFullYear();
  return date.toLocaleDateString(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * Where the questions stand, in a few words, for the header and in place of "Coming Up Next":
 * "Paused until 1 March", "Questions stopped by Margaret" (the senior's first name; "by you" for
 * the owner's own stop, the owner's name on a member's page), or null while they come as usual.
 */
export function pauseLabel(
  vault: VaultView,
  viewer: 'owner' | 'member',
  now = new Date(),
  t: Translate = ENGLISH,
): string | null {
  if (!vault.pauseKind) return null;
  if (vault.pauseKind === 'pause' && vault.pausedUntil)
    return t('dashboard.pause.until', { date: pauseDate(vault.pausedUntil, now, t.language) });
  if (vault.pausedBy === 'owner' && viewer === 'owner') return t('dashboard.pause.stoppedByYou');
  if (vault.pausedBy === 'owner' && !vault.ownerName) return t('dashboard.pause.stoppedByOwner');
  const by = vault.pausedBy === 'owner' ? firstName(vault.ownerName ?? '') : firstName(vault.seniorName);
  return t('dashboard.pause.stoppedBy', { name: by });
}
