import { invitationEmail } from '../../members/application/invitation.email';
import { ownerFamilyEmail } from './owner-family-emails';
import { newStoryEmail, StoryEmailPeople, storyDigestEmail, StoryForEmail } from './story-emails';

const story = (questionText: string, fullText = ''): StoryForEmail => ({
  questionText,
  fullText,
  responseType: fullText ? 'written' : 'voice',
  url: 'http://stories.example.com/dashboard?vault=v&story=s',
});

const emma: StoryEmailPeople = {
  recipientName: 'Emma Schmidt',
  language: 'de',
  seniorName: 'Oma Rosa',
  unsubscribeUrl: 'http://stories.example.com/unsubscribe?token=t',
  help: 'hilfe@example.com',
};

/** Every English word the frame of these emails had, which a German reader must not meet. */
const ENGLISH = [
  'Hello',
  'The StoryVault team',
  'Read the story',
  'Stop these emails',
  'If a button does not work',
  'Write to',
  'You get this email',
];

function expectGerman(email: { subject: string; text: string; html: string }) {
  for (const words of ENGLISH) {
    expect(email.text).not.toContain(words);
    expect(email.html).not.toContain(words);
  }
  expect(email.html).toContain('<html lang="de">');
  expect(email.text).toContain('Dein StoryVault-Team');
  expect(email.text).toContain('Schreib an hilfe@example.com, dann hilft dir ein Mensch weiter.');
  expect(email.html).toContain('<a href="mailto:hilfe@example.com"');
}

describe('the family’s emails in German', () => {
  it('tells of a new story in German, the story’s own words as they were', () => {
    const email = newStoryEmail(story('Wie hast du Opa kennengelernt?', 'Beim Tanzen in Heidelberg, 1961.'), emma);
    expect(email.subject).toBe('Oma Rosa hat eine neue Geschichte erzählt: Wie hast du Opa kennengelernt?');
    expect(email.text).toContain('Hallo Emma,');
    expect(email.text).toContain('Oma Rosa hat eine neue Geschichte erzählt, als Antwort auf diese Frage:');
    expect(email.text).toContain('Beim Tanzen in Heidelberg, 1961.');
    expect(email.text).toContain('Geschichte lesen:\nhttp://stories.example.com/dashboard?vault=v&story=s');
    expect(email.text).toContain('Diese E-Mails abbestellen:\nhttp://stories.example.com/unsubscribe?token=t');
    expect(email.html).toContain('Falls ein Knopf nicht funktioniert, kopiere seine Adresse in deinen Browser:');
    expectGerman(email);
  });

  it('says a recording waits to be heard, in German', () => {
    const email = newStoryEmail(story('Was hast du als Kind gespielt?'), emma);
    expect(email.text).toContain('Oma Rosa hat mit eigener Stimme geantwortet');
  });

  it('counts the week’s stories in a German digest, one and many', () => {
    const one = storyDigestEmail([story('Erste Frage?', 'Eins.')], emma);
    expect(one.subject).toBe('Eine neue Geschichte von Oma Rosa diese Woche');
    expect(one.text).toContain('Oma Rosa hat seit deiner letzten Wochen-E-Mail eine neue Geschichte erzählt:');
    const three = storyDigestEmail([story('A?', 'a'), story('B?', 'b'), story('C?', 'c')], emma);
    expect(three.subject).toBe('3 neue Geschichten von Oma Rosa diese Woche');
    expect(three.text).toContain('Oma Rosa hat seit deiner letzten Wochen-E-Mail 3 neue Geschichten erzählt:');
    expect(three.text).toContain('einmal in der Woche von den neuen Geschichten hören möchtest');
    expectGerman(three);
  });

  it('writes to the owner in German about a join, a comment and a suggestion', () => {
    const people = {
      ownerName: 'Anna Schmidt',
      language: 'de' as const,
      seniorName: 'Oma Rosa',
      dashboardUrl: 'http://stories.example.com/dashboard?vault=v',
      help: 'hilfe@example.com',
    };
    const joined = ownerFamilyEmail({ kind: 'joins', who: 'Emma' }, people);
    expect(joined.subject).toBe('Emma ist jetzt bei der Geschichtensammlung von Oma Rosa dabei');
    expect(joined.text).toContain('Hallo Anna,');
    expectGerman(joined);
    const commented = ownerFamilyEmail(
      { kind: 'comments', who: '', text: 'Wie schön!', storyName: 'Der Tanz', storyUrl: 'http://x/s' },
      people,
    );
    expect(commented.subject).toBe('Neuer Kommentar von Jemand: Der Tanz');
    expect(commented.text).toContain('Jemand hat die Geschichte „Der Tanz“ von Oma Rosa kommentiert:');
    expectGerman(commented);
    const suggested = ownerFamilyEmail({ kind: 'suggestions', who: 'Emma', text: 'Was war dein erstes Auto?' }, people);
    expect(suggested.subject).toBe('Emma schlägt eine Frage für Oma Rosa vor');
    expect(suggested.text).toContain('E-Mails auswählen:\nhttp://stories.example.com/dashboard?vault=v');
    expectGerman(suggested);
  });

  it('invites in German, the link’s last day as Germans write it', () => {
    const email = invitationEmail({
      ownerName: 'Anna',
      language: 'de',
      seniorName: 'Oma Rosa',
      inviteeName: 'Emma',
      role: 'contributor',
      link: 'http://stories.example.com/join?token=t',
      expiresAt: new Date('2026-05-14T10:00:00Z'),
      supportEmail: 'hilfe@example.com',
    });
    expect(email.subject).toBe('Anna hat dich zur Geschichtensammlung von Oma Rosa eingeladen');
    expect(email.text).toContain('Fragen vorschlagen und Fotos hinzufügen');
    expect(email.text).toContain('bis zum 14. Mai 2026');
    expectGerman(email);
  });

  it('keeps English word for word when the reader’s language is English', () => {
    const email = newStoryEmail(story('How did you meet Grandpa?', 'At a dance.'), { ...emma, language: 'en' });
    expect(email.subject).toBe('Oma Rosa shared a new story: How did you meet Grandpa?');
    expect(email.text).toContain('Hello Emma,');
    expect(email.html).toContain('<html lang="en">');
    expect(storyDigestEmail([story('A?', 'a'), story('B?', 'b')], { ...emma, language: 'en' }).subject).toBe(
      '2 new stories from Oma Rosa this week',
    );
  });
});
