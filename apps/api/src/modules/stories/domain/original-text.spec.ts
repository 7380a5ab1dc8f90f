import { maskOriginal } from './original-text';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';

describe('maskOriginal', () => {
  const quoted = [
    'We lived by the river.',
    '',
    'On Mon, 6 Apr 2026 at 09:00, Ann via StoryVault <stories+' + TOKEN + '@inbound.example.com> wrote:',
    '> What was your first job?',
    `> Write your answer: https://stories.example.com/respond/write?token=${TOKEN}`,
    `> Record it: <http://localhost:3000/respond/record?token=${TOKEN}>`,
    `> Send me a different question (https://stories.example.com/respond/skip?token=${TOKEN})`,
    `> Reply to stories+${TOKEN.toUpperCase()}@inbound.example.com`,
  ].join('\n');

  it('masks the answer, record and skip links and the reply address, and keeps every other word', () => {
    const masked = maskOriginal(quoted);
    expect(masked).not.toMatch(new RegExp(TOKEN, 'i'));
    expect(masked).toBe(
      [
        'We lived by the river.',
        '',
        'On Mon, 6 Apr 2026 at 09:00, Ann via StoryVault <stories+…@inbound.example.com> wrote:',
        '> What was your first job?',
        '> Write your answer: [answer link removed]',
        '> Record it: <[answer link removed]>',
        '> Send me a different question ([answer link removed])',
        '> Reply to stories+…@inbound.example.com',
      ].join('\n'),
    );
  });

  it('masks a reply address on a host without dots (stories+TOKEN@localhost)', () => {
    expect(maskOriginal(`<stories+${TOKEN}@localhost>`)).toBe('<stories+…@localhost>');
  });

  it("masks other tokened links (HTML's &amp; too) as links", () => {
    expect(maskOriginal(`see https://x.example/unsubscribe?u=1&amp;token=${TOKEN}.`)).toBe('see [link removed].');
    expect(maskOriginal(`join: https://x.example/join?token=${TOKEN} today`)).toBe('join: [link removed] today');
    expect(maskOriginal(`https://x.example/listen/${TOKEN}`)).toBe('[link removed]');
  });

  it('leaves ordinary links and addresses alone', () => {
    const text = 'Mail ann+news@example.com or see https://example.com/photos?id=3 and stories@inbound.example.com';
    expect(maskOriginal(text)).toBe(text);
  });

  it('masks a tokened link in any case, as its pattern reads it (a Kelvin sign is a k)', () => {
    expect(maskOriginal(`https://x.example/respond/write?TOKEN=${TOKEN}`)).toBe('[answer link removed]');
    expect(maskOriginal(`https://x.example/LISTEN/${TOKEN}`)).toBe('[link removed]');
    expect(maskOriginal(`https://x.example/join?to\u212Aen=${TOKEN}`)).toBe('[link removed]');
  });

  it('returns a text without a link or a + as it is', () => {
    const text = 'We walked to the lake every summer; grandfather was a lifeguard there.';
    expect(maskOriginal(text)).toBe(text);
  });
});
