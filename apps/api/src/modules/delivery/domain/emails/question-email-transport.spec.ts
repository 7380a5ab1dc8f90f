import { simpleParser } from 'mailparser';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileOutboxMailer } from '../../../../shared/mail/file-outbox.mailer';
import { onBehalfOf } from '../../../../shared/mail/mailer';
import { issueResponseToken } from '../response-token';
import { followUpEmail, questionEmail } from './question-email';

/**
 * The question email as it travels: written by nodemailer's MailComposer (the file outbox, the
 * same composer SMTP uses), its plain text quoted-printable because of the curly quotes, then read
 * back as a mail program reads it. A long host name and a long question make every line long.
 */
describe('the question email through the transport encoding', () => {
  const { token } = issueResponseToken();
  const base = 'https://stories.the-miller-family-keepsakes.example.org';
  const links = {
    recordUrl: `${base}/respond/record?token=${token}`,
    writeUrl: `${base}/respond/write?token=${token}`,
    skipUrl: `${base}/respond/skip?token=${token}`,
  };
  const input = {
    seniorName: 'Zoë Miller',
    ownerName: 'Miller, Sarah "Sally" Ångström',
    question: `What do you remember about the summers at the lake house, ${'and the long drives there '.repeat(4)}?`,
    help: 'help@example.com',
    ...links,
    familyComments: [
      { authorName: 'Sam Miller', storyQuestion: 'Q?', storyTitle: 'The bakery', text: '“Wow” '.repeat(30) },
    ],
  };

  async function throughOutbox(
    email: { subject: string; text: string; html: string },
    fromName = onBehalfOf(input.ownerName),
  ) {
    const dir = mkdtempSync(join(tmpdir(), 'sv-question-email-'));
    await new FileOutboxMailer(dir, 'StoryVault <stories@localhost>').send({
      to: 'zoe@example.com',
      fromName,
      ...email,
    });
    const [file] = readdirSync(dir);
    const raw = readFileSync(join(dir, file));
    return { raw: raw.toString('latin1'), parsed: await simpleParser(raw) };
  }

  for (const [name, make] of [
    ['question', questionEmail],
    ['follow-up', followUpEmail],
  ] as const) {
    it(`keeps each answer address of the ${name} whole, on a line of its own`, async () => {
      const { raw, parsed } = await throughOutbox(make(input));
      // Soft line breaks are the transport's; what the reader sees has none of them.
      expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable/);
      expect(raw).not.toMatch(/format=flowed/i);
      const lines = (parsed.text ?? '').split(/\r?\n/);
      for (const url of Object.values(links)) expect(lines).toContain(url);
      // The token appears nowhere else in the text, broken or whole.
      expect(lines.filter((l) => l.includes(token))).toHaveLength(3);
      expect(lines.filter((l) => l.includes(token.slice(0, 8)) || l.includes(token.slice(-8)))).toHaveLength(3);
    });
  }

  it('comes from the owner by name, quoted and encoded, at the installation’s address', async () => {
    const { raw, parsed } = await throughOutbox(questionEmail(input));
    expect(parsed.from?.value).toEqual([
      { name: 'Miller, Sarah "Sally" Ångström via StoryVault', address: 'stories@localhost' },
    ]);
    expect(raw).toMatch(/^From: =\?UTF-8\?[QB]\?/m);
    // An ASCII name with a comma and quotes is quoted, so it cannot read as two addresses.
    const ascii = await throughOutbox(questionEmail(input), 'Miller, Sarah "Sally" via StoryVault');
    expect(ascii.raw).toContain('From: "Miller, Sarah \\"Sally\\" via StoryVault" <stories@localhost>\r\n');
    expect(ascii.parsed.from?.value).toHaveLength(1);
  });
});
