import type { LeftOutFileView } from '@storyvault/contracts';

/** A size as people read it: "640 KB", "29.3 MB". */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/**
 * What a story says beside its text about the files its email brought that it cannot hold (too
 * large, not a photo or recording); null when there are none. Never part of the text: the text is
 * the senior's words, and what the book prints.
 */
export function leftOutNote(files: LeftOutFileView[] | undefined): string | null {
  if (!files?.length) return null;
  const names = files.map((f) => `${f.filename} (${sizeText(f.sizeBytes)})`).join(', ');
  return files.length === 1
    ? `The email also brought ${names}, which this story cannot hold. It is kept with the original email.`
    : `The email also brought ${files.length} files this story cannot hold: ${names}. They are kept with the original email.`;
}
