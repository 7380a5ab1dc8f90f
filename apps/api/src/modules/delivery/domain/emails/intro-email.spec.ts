import { parseReplyCommand } from '../../../inbound/domain/reply/reply-command';
import { introEmail } from './intro-email';

describe('the introduction email', () => {
  const email = introEmail({
    seniorName: 'Rose Smith',
    ownerName: 'Ann Smith',
    frequency: 1,
    help: 'help@example.com',
  });

  it('comes from the owner by name', () => {
    expect(email.fromName).toBe('Ann Smith via StoryVault');
  });

  it('explains each reply word once, and that any other reply becomes her story', () => {
    const taught = ['PAUSE', 'PAUSE until 3 June', 'PAUSE for 2 weeks', 'SKIP', 'RESUME', 'STOP'];
    for (const words of taught) {
      expect(email.text).toContain(words);
      // Each does what the email says when she replies it.
      expect(parseReplyCommand(words, new Date('2026-11-27T09:00:00Z'))).not.toBeNull();
    }
    expect(email.text.match(/Reply SKIP|reply SKIP/g)).toHaveLength(1);
    expect(email.text).toContain('Reply STOP to end the questions until Ann starts them again.');
    expect(email.text).toContain('Anything else you write back becomes your story.');
    // After how to answer, before the first question's promise.
    const at = (s: string) => email.text.indexOf(s);
    expect(at('simply reply to the email')).toBeLessThan(at('PAUSE'));
    expect(at('becomes your story')).toBeLessThan(at('Your first question will arrive'));
  });

  it('quotes a gift’s message from the giver after the first paragraph, and promises the first question shortly', () => {
    const gift = introEmail({
      seniorName: 'Rose Smith',
      ownerName: 'Ann Smith',
      frequency: 1,
      help: 'help@example.com',
      giftMessage: 'Happy birthday, Mum.\nTell me everything.',
    });
    const at = (s: string) => gift.text.indexOf(s);
    expect(at('has started a StoryVault for you')).toBeLessThan(at('A message from Ann Smith:'));
    expect(at('A message from Ann Smith:')).toBeLessThan(at('Happy birthday, Mum.'));
    expect(at('Happy birthday, Mum.')).toBeLessThan(at('one question by email'));
    expect(gift.html).toContain('A message from Ann Smith:');
    expect(gift.text).toContain('Your first question will arrive shortly.');
    expect(email.text).not.toContain('A message from');
    expect(email.text).toContain('Your first question will arrive in a few days.');
  });
});
