import { imageSize } from 'image-size';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AudioTools } from '../../../../shared/audio/audio-tools';
import type { AddressObject } from 'mailparser';
import { MessageParser } from '../../application/ports/message-parser';
import { ParsedInbound } from '../../domain/inbound';
import { decodeFlowed } from '../../domain/reply/flowed';

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
}

function headerText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(headerText).join(', ');
  if (typeof value === 'object' && 'value' in (value as object)) {
    const v = value as { value: unknown; params?: Record<string, string>; text?: string };
    if (typeof v.text === 'string') return v.text;
    const params = Object.entries(v.params ?? {})
      .map(([k, p]) => `; ${k}="${p}"`)
      .join('');
    return `${headerText(v.value)}${params}`;
  }
  return String(value);
}

function idList(value: string | string[] | undefined): string[] {
  const raw = Array.isArray(value) ? value.join(' ') : (value ?? '');
  return raw.match(/<[^<>\s]+>/g) ?? [];
}

const CONTENT_TYPE_HEADER = /^Content-Type:[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*/gim;

/**
 * mailparser's format=flowed decoding ignores quote depth, so Thunderbird's "> Hi " swallows the
 * reply under it. The text part is read as fixed and decoded by our own depth-aware decoder.
 */
function withoutFlowed(raw: Buffer): { raw: Buffer; flowed: boolean; delSp: boolean } {
  // Most mail is not flowed: a byte search (as clients write it: flowed, Flowed, FLOWED) spares
  // copying the whole message, attachments included, into a string and walking every header.
  if (raw.indexOf('lowed') < 0 && raw.indexOf('LOWED') < 0) return { raw, flowed: false, delSp: false };
  const text = raw.toString('latin1');
  let flowed = false;
  let delSp = false;
  const rewritten = text.replace(CONTENT_TYPE_HEADER, (header) => {
    if (!/format\s*=\s*"?flowed"?/i.test(header)) return header;
    flowed = true;
    delSp ||= /delsp\s*=\s*"?yes"?/i.test(header);
    return header.replace(/format\s*=\s*"?flowed"?/gi, 'format=fixed');
  });
  return { raw: flowed ? Buffer.from(rewritten, 'latin1') : raw, flowed, delSp };
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heif: 'image/heif',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
};

/** An image's size in pixels and type from its header (JPEG, PNG, GIF, WebP, HEIF…), when it can be read. */
function imageHeader(
  contentType: string,
  content: Buffer,
): { dimensions?: { width: number; height: number }; detectedType?: string } {
  if (!contentType.startsWith('image/')) return {};
  try {
    const { width, height, type } = imageSize(content);
    return {
      dimensions: width !== undefined && height !== undefined ? { width, height } : undefined,
      detectedType: type ? IMAGE_TYPES[type] : undefined,
    };
  } catch {
    return {};
  }
}

/** A NUL decoded from a body means nothing to a reader, and PostgreSQL text cannot hold it. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

/**
 * Why a recording cannot be played, when ffprobe says so; undefined for one that can, or when
 * there is no ffprobe here to ask (then it is kept as it came).
 */
async function unplayable(audio: AudioTools, content: Buffer): Promise<string | undefined> {
  const dir = await mkdtemp(join(tmpdir(), 'storyvault-inbound-audio-'));
  try {
    const path = join(dir, 'recording');
    await writeFile(path, content);
    const check = await audio.check(path);
    return check.kind === 'not-audio' ? check.reason : undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * mailparser reading the whole message, attachments included. An HTML-only message keeps its
 * text empty: mailparser's own conversion wraps lines at 80 columns and knows nothing of the
 * clients' quote containers, so the reply extractor converts the HTML itself. Recordings are
 * checked with ffprobe, so a broken or fake voice memo never becomes a story that cannot play.
 */
export class MailparserMessageParser extends MessageParser {
  constructor(private readonly audio: AudioTools) {
    super();
  }

  async parse(original: Buffer): Promise<ParsedInbound> {
    const { raw, flowed, delSp } = withoutFlowed(original);
    // Loaded with the first email: only workers and the CLI read mail, never an api process.
    const { simpleParser } = await import('mailparser');
    const mail = await simpleParser(raw, {
      skipHtmlToText: true,
      skipImageLinks: true,
      skipTextToHtml: true,
      maxHtmlLengthToParse: 10_000_000,
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of mail.headers) headers[name.toLowerCase()] = headerText(value);
    const delivered = [headers['delivered-to'], headers['x-original-to'], headers['envelope-to']]
      .flatMap((v) => (v ? v.split(/,\s*/) : []))
      .map((v) => v.replace(/^.*<|>.*$/g, '').trim())
      .filter(Boolean);
    return {
      messageId: mail.messageId ?? null,
      from: addresses(mail.from)[0]?.toLowerCase() ?? null,
      recipients: [...addresses(mail.to), ...addresses(mail.cc), ...delivered],
      inReplyTo: idList(mail.inReplyTo),
      references: idList(mail.references),
      subject: mail.subject ?? '',
      authenticationResults: mail.headerLines
        .filter((h) => h.key === 'authentication-results')
        .map((h) => h.line.slice(h.line.indexOf(':') + 1)),
      headers,
      contentType: headers['content-type'] ?? 'text/plain',
      text: mail.text === undefined ? null : withoutNul(flowed ? decodeFlowed(mail.text, delSp) : mail.text),
      html: typeof mail.html === 'string' ? withoutNul(mail.html) : null,
      attachments: await Promise.all(
        mail.attachments.map(async (a) => {
          const contentType = (a.contentType || 'application/octet-stream').toLowerCase();
          const notAudio = contentType.startsWith('audio/') ? await unplayable(this.audio, a.content) : undefined;
          return {
            filename: a.filename,
            contentType,
            size: a.size ?? a.content.length,
            content: a.content,
            contentId: a.cid ?? a.contentId?.replace(/^<|>$/g, ''),
            ...imageHeader(contentType, a.content),
            ...(notAudio ? { notAudio } : {}),
          };
        }),
      ),
    };
  }
}
