import type * as HtmlParser from 'htmlparser2';
import { ParsedAttachment } from './inbound';
import { safeFilename, saneContentType } from '../../stories/stories.public';

/** The largest file a story keeps; a larger one stays in the original email. */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
/** The most files one email adds to a story; the rest stay in the original email. */
export const MAX_KEPT_ATTACHMENTS = 20;
/** Images under this many bytes are spacers and logos, never photos of the family. */
export const TINY_IMAGE_BYTES = 2 * 1024;
/** Images under this many pixels on both sides are icons and logos. */
export const TINY_IMAGE_PIXELS = 100;

/** A file of an email that the story does not hold, and why. */
export interface LeftOutAttachment {
  filename: string;
  contentType: string;
  sizeBytes: number;
  reason: string;
  /**
   * Something the sender meant to send (a recording too big, a video): the story says so and the
   * owner is told. Signature logos are not.
   */
  meant: boolean;
  /** Why a meant file was left out, for the owner's email in their language (`reason` is the English record). */
  why?: LeftOutWhy;
}

/** Why a file the sender meant to send was left out. */
export type LeftOutWhy =
  | { kind: 'too_big'; max: number }
  | { kind: 'not_audio'; detail: string }
  | { kind: 'not_media' }
  | { kind: 'too_many'; max: number };

export interface AttachmentSelection {
  kept: ParsedAttachment[];
  leftOut: LeftOutAttachment[];
}

const SIGNATURE = /signature/i;

/**
 * The Content-IDs of the images an HTML body shows inside the sender's signature (Gmail's
 * gmail_signature, Outlook's Signature, Thunderbird's moz-signature and the like), without
 * angle brackets, in lower case.
 */
export function signatureImageIds(html: string | null): Set<string> {
  const ids = new Set<string>();
  if (!html || !/cid:/i.test(html)) return ids;
  // One entry per open element: whether it (or an element around it) is a signature.
  const open: boolean[] = [];
  // Loaded here, by the first body showing an inline image, not by every process loading this module.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, on first use
  const { Parser } = require('htmlparser2') as typeof HtmlParser;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const inside =
          (open.at(-1) ?? false) ||
          SIGNATURE.test(attributes.class ?? '') ||
          SIGNATURE.test(attributes.id ?? '') ||
          SIGNATURE.test(attributes['data-smartmail'] ?? '');
        open.push(inside);
        const src = attributes.src ?? '';
        if (name === 'img' && inside && /^cid:/i.test(src.trim()))
          ids.add(src.trim().slice(4).replace(/^<|>$/g, '').toLowerCase());
      },
      onclosetag() {
        open.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return ids;
}

/** A size as people read it: "640 KB", "29.3 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/**
 * What a story keeps of an email's attachments: recordings and photos, at most 25 MB each and
 * 20 in all. An image is left out as a logo only when the sender's HTML signature shows it, or
 * when it is tiny (under 2 KB, or under 100 px on both sides); never for its size alone.
 * Every file left out is named with the reason.
 */
export function selectAttachments(
  attachments: ParsedAttachment[],
  html: string | null,
  placeholder: (index: number) => string = (index) => `attachment-${index + 1}`,
): AttachmentSelection {
  const inSignature = signatureImageIds(html);
  const kept: ParsedAttachment[] = [];
  const leftOut: LeftOutAttachment[] = [];
  attachments.forEach((attachment, index) => {
    // An image whose stated type cannot be stored (a 200-character subtype) goes by its header.
    const stated = saneContentType(attachment.contentType);
    const contentType =
      stated === 'application/octet-stream' && attachment.contentType.startsWith('image/') && attachment.detectedType
        ? attachment.detectedType
        : stated;
    const file = { ...attachment, contentType };
    const out = (reason: string, meant: boolean, why?: LeftOutWhy) =>
      leftOut.push({
        filename: safeFilename(attachment.filename, placeholder(index)),
        contentType,
        sizeBytes: attachment.size,
        reason,
        meant,
        ...(why ? { why } : {}),
      });
    const image = contentType.startsWith('image/') || attachment.contentType.startsWith('image/');
    const cid = attachment.contentId?.replace(/^<|>$/g, '').toLowerCase();
    const { width, height } = attachment.dimensions ?? {};
    if (image && cid && inSignature.has(cid)) out("a logo in the sender's signature", false);
    else if (image && attachment.size < TINY_IMAGE_BYTES) out('too small to be a photo (under 2 KB)', false);
    else if (image && width !== undefined && height !== undefined && Math.max(width, height) < TINY_IMAGE_PIXELS)
      out(`too small to be a photo (${width}×${height} px)`, false);
    else if (attachment.size > MAX_ATTACHMENT_BYTES)
      out(
        `${sizeText(attachment.size)}, over the ${sizeText(MAX_ATTACHMENT_BYTES)} a story keeps; kept with the original email`,
        true,
        { kind: 'too_big', max: MAX_ATTACHMENT_BYTES },
      );
    else if (contentType.startsWith('audio/') && attachment.notAudio)
      out(`not a recording that can be played (${attachment.notAudio}); kept with the original email`, true, {
        kind: 'not_audio',
        detail: attachment.notAudio,
      });
    else if (!contentType.startsWith('audio/') && !contentType.startsWith('image/'))
      out(`not a photo or recording (${contentType}); kept with the original email`, true, { kind: 'not_media' });
    else if (kept.length >= MAX_KEPT_ATTACHMENTS)
      out(`more than ${MAX_KEPT_ATTACHMENTS} files in one email; kept with the original email`, true, {
        kind: 'too_many',
        max: MAX_KEPT_ATTACHMENTS,
      });
    else kept.push(file);
  });
  return { kept, leftOut };
}
