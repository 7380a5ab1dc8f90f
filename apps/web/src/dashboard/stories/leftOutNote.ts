import type { LeftOutFileView } from '@storyvault/contracts';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

/** A size as people read it: "640 KB", "29.3 MB" (in German "29,3 MB"). */
function sizeText(bytes: number, language: string): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / 1024 / 1024;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(mb)} MB`;
}

/**
 * What a story says beside its text about the files its email brought that it cannot hold (too
 * large, not a photo or recording); null when there are none. Never part of the text: the text is
 * the senior's words, and what the book prints.
 */
export function leftOutNote(files: LeftOutFileView[] | undefined, t: Translate = ENGLISH): string | null {
  if (!files?.length) return null;
  // A list of file names, not words: each "name (size)" joined as any language lists names.
  const names = files.map((f) => `${f.filename} (${sizeText(f.sizeBytes, t.language)})`).join(', ');
  return t('dashboard.story.leftOut', { count: files.length, names });
}
