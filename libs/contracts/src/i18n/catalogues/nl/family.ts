import type { Messages } from '../../messages';
import type { family as en } from '../en/family';

/** Nederlands: the family words, "je" as within a family. */
export const family: Messages<typeof en> = {
  'family.email.greeting': 'Hoi {name},',
  'family.email.signature': 'Het StoryVault-team',

  'family.newStory.subject': '{senior} heeft een nieuw verhaal gedeeld: {question}',
  'family.newStory.preheader': '{senior} heeft geantwoord: {question}',
  'family.newStory.intro': '{senior} heeft een nieuw verhaal gedeeld, als antwoord op deze vraag:',
  'family.newStory.footer':
    'Je krijgt deze e-mail omdat je bij de verhalenverzameling van {senior} op StoryVault hoort en over elk nieuw verhaal wilt horen.',
  'family.digest.subject':
    '{count, plural, one {Een nieuw verhaal van {senior} deze week} other {# nieuwe verhalen van {senior} deze week}}',
  'family.digest.preheader': 'Wat {senior} deze week heeft gedeeld',
  'family.digest.intro':
    '{count, plural, one {{senior} heeft sinds je vorige wekelijkse e-mail een nieuw verhaal gedeeld:} other {{senior} heeft sinds je vorige wekelijkse e-mail # nieuwe verhalen gedeeld:}}',
  'family.digest.footer':
    'Je krijgt deze e-mail omdat je bij de verhalenverzameling van {senior} op StoryVault hoort en koos voor een wekelijkse e-mail met de nieuwe verhalen.',
  'family.story.voice':
    '{senior} heeft met de eigen stem geantwoord: er staat een opname voor je klaar om te beluisteren.',
  'family.story.written': '{senior} heeft deze vraag beantwoord.',
  'family.story.read': 'Lees het verhaal',
  'family.storyEmails.change':
    'Je kunt dit altijd aanpassen in het dashboard, of met één klik stoppen met deze e-mails:',
  'family.storyEmails.stop': 'Stop deze e-mails',

  'family.owner.someone': 'Iemand',
  'family.owner.joins.subject': '{who} doet nu mee met de verhalenverzameling van {senior}',
  'family.owner.joins.preheader': '{who} heeft je uitnodiging aangenomen',
  'family.owner.joins.body': '{who} heeft je uitnodiging aangenomen en kan nu de verhalen van {senior} lezen.',
  'family.owner.joins.button': 'Bekijk je familie',
  'family.owner.joins.footer':
    'Je krijgt deze e-mail omdat je de verhalenverzameling van {senior} op StoryVault beheert en wilt horen wanneer er iemand bij komt.',
  'family.owner.comments.subject': 'Nieuwe reactie van {who}: {story}',
  'family.owner.comments.preheader': '{who} schreef iets over een verhaal van {senior}',
  'family.owner.comments.body': '{who} reageerde op het verhaal ‘{story}’ van {senior}:',
  'family.owner.comments.footer':
    'Je krijgt deze e-mail omdat je de verhalenverzameling van {senior} op StoryVault beheert en wilt horen wanneer iemand op een verhaal reageert.',
  'family.owner.suggestions.subject': '{who} stelt een vraag voor {senior} voor',
  'family.owner.suggestions.preheader': 'Er wacht een vraag voor {senior} op je',
  'family.owner.suggestions.body': '{who} heeft een vraag voor {senior} voorgesteld:',
  'family.owner.suggestions.after':
    'In je dashboard kun je hem als volgende stellen, achteraan in de rij zetten of laten vallen.',
  'family.owner.suggestions.button': 'Kies waar hij komt',
  'family.owner.suggestions.footer':
    'Je krijgt deze e-mail omdat je de verhalenverzameling van {senior} op StoryVault beheert en wilt horen wanneer iemand een vraag voorstelt.',
  'family.owner.change': 'Je kunt dit altijd aanpassen in het dashboard:',
  'family.owner.choose': 'Kies je e-mails',

  'family.invitation.subject': '{owner} nodigt je uit voor de verhalenverzameling van {senior}',
  'family.invitation.preheader': 'Doe mee met de verhalenverzameling van {senior} op StoryVault.',
  'family.invitation.body':
    '{owner} verzamelt de levensverhalen van {senior}, in eigen woorden en met eigen stem, en wil ze graag met je delen.',
  'family.invitation.role.viewer': 'Je kunt de verhalen lezen en beluisteren en er een reactie bij zetten.',
  'family.invitation.role.contributor':
    'Je kunt de verhalen lezen en beluisteren, reageren, vragen voorstellen en foto’s toevoegen.',
  'family.invitation.button': 'Doe mee',
  'family.invitation.expiry':
    'Deze link is alleen voor jou en werkt één keer, tot {day}. Is hij verlopen? Vraag {owner} dan om een nieuwe.',

  'family.queueEmpty.subject': 'De vragen voor {senior} zijn op',
  'family.queueEmpty.body':
    'Het was tijd om {senior} de volgende vraag te sturen, maar er zijn geen vragen meer over, dus er is niets verstuurd.',
  'family.queueEmpty.next':
    'Voeg er een paar toe uit de vragenbibliotheek of schrijf je eigen vragen, dan gaan ze gewoon weer op de vaste dag de deur uit.',
  'family.queueEmpty.button': 'Vragen toevoegen',
  'family.seniorPaused.subject': '{senior} heeft de vragen gepauzeerd tot {until}',
  'family.seniorPaused.said':
    '{senior} antwoordde PAUZE op een vraag, dus we sturen {senior} tot {until} geen vragen of herinneringen.',
  'family.seniorPaused.then': 'Daarna beginnen ze vanzelf weer, op de gewone dag. Je hoeft niets te doen.',
  'family.seniorStopped.subject': '{senior} heeft gevraagd om te stoppen met de vragen',
  'family.seniorStopped.said': '{senior} antwoordde STOP op een vraag, dus we sturen {senior} geen vragen meer.',
  'family.seniorStopped.then':
    'Ze blijven gestopt tot jij ze weer aanzet. Misschien is het fijn om {senior} eerst te vragen hoe de vragen voelen.',
  'family.seniorPaused.nothingLost':
    'Er gaat niets verloren: elk verhaal dat {senior} heeft gedeeld blijft in je verzameling.',
  'family.seniorPaused.resume':
    'Wil je de vragen eerder weer laten beginnen? Open je dashboard en zet ze daar weer aan.',
  'family.seniorPaused.button': 'Open je dashboard',
};
