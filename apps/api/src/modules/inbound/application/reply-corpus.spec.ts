// The reply-commands corpus (test/fixtures/reply-commands): every reply a senior might send
// instead of, or as, a story, read the way ingest reads it, each its own case, held at 100%.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Delivery } from '../../delivery/delivery.public';
import { FfmpegAudioTools } from '../../../shared/audio/ffmpeg-audio-tools';
import { MailparserMessageParser } from '../adapters/mailparser/mailparser-message-parser';
import { classifyReply, ReplyClassification, ReplyLanguage } from '../domain/reply/reply-classification';
import { emailStory } from './email-story';

const DIR = join(__dirname, '../../../../../../test/fixtures/reply-commands');
const now = new Date('2026-01-15T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

interface Expected {
  expect: 'stop' | 'pause' | 'skip' | 'resume' | 'unclear' | 'story';
  command?: 'stop' | 'pause' | 'skip' | 'resume';
  days?: number;
  until?: string;
  language?: ReplyLanguage;
}
interface Item extends Expected {
  text: string;
}

/** The classification a corpus item expects. */
function expected(item: Expected, language: ReplyLanguage): ReplyClassification {
  if (item.expect === 'story') return { kind: 'story' };
  const kind = item.expect === 'unclear' ? 'unclear' : 'command';
  const commandKind = item.expect === 'unclear' ? item.command! : item.expect;
  const until = item.until ? new Date(`${item.until}T00:00:00Z`) : new Date(now.getTime() + (item.days ?? 0) * DAY);
  const command = commandKind === 'pause' ? { kind: commandKind, until } : { kind: commandKind };
  return { kind, command, language: item.language ?? language };
}

/** "unclear pause days=28 language=en", "skip language=es", "story" → what the corpus item expects. */
function fromHeader(header: string): Expected {
  const [first, ...rest] = header.trim().split(/\s+/);
  const fields = Object.fromEntries(rest.filter((r) => r.includes('=')).map((r) => r.split('=')));
  const command = rest.find((r) => !r.includes('=')) as Expected['command'];
  return {
    expect: first === 'command' ? command! : (first as Expected['expect']),
    command,
    days: fields.days ? Number(fields.days) : undefined,
    until: fields.until,
    language: fields.language as ReplyLanguage | undefined,
  };
}

const question = {
  id: 'delivery-1',
  vaultId: 'vault-1',
  kind: 'question',
  recipient: 'senior@example.com',
  questionText: 'What was your first car?',
} as Delivery;

const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe.each(files)('reply commands corpus, %s', (file) => {
  const corpus = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { language: ReplyLanguage; replies: Item[] };
  it.each(corpus.replies.map((item) => [item.text.replace(/\n/g, '⏎'), item] as const))('%s', (_name, item) => {
    expect(classifyReply(item.text, now)).toEqual(expected(item, corpus.language));
  });
});

describe('reply commands corpus, whole emails', () => {
  const parser = new MailparserMessageParser(new FfmpegAudioTools('ffmpeg', 'ffprobe'));
  const emails = readdirSync(join(DIR, 'emails')).filter((f) => f.endsWith('.eml'));

  it.each(emails)('%s', async (name) => {
    const raw = readFileSync(join(DIR, 'emails', name));
    const header = /^X-Expected-Reply: (.+)$/m.exec(raw.toString('utf8'))![1];
    const item = fromHeader(header);
    const made = emailStory(await parser.parse(raw), question, 'inbound-1');
    expect(classifyReply(made.input.fullText, now)).toEqual(expected(item, item.language ?? 'en'));
  });

  it('holds replies in each of the five languages, and stories that use the command words', () => {
    const items = files.flatMap((f) => (JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { replies: Item[] }).replies);
    const commands = items.filter((i) => !['unclear', 'story'].includes(i.expect));
    expect(commands.length + emails.length).toBeGreaterThanOrEqual(80);
    expect(items.filter((i) => i.expect === 'story').length).toBeGreaterThanOrEqual(30);
  });
});
