import type { Messages } from '../../messages';
import type { account as en } from '../en/account';

/** Nederlands: de e-mails over je eigen account, met "je" zoals die aan de familie. */
export const account: Messages<typeof en> = {
  'account.greeting': 'Hoi {name},',
  'account.signature': 'Het StoryVault-team',
  'account.questions': 'Vragen? Mail naar {supportEmail}.',
  'account.createButton': 'Mijn account aanmaken',

  'account.passwordReset.subject': 'Stel een nieuw wachtwoord in voor StoryVault',
  'account.passwordReset.preheader': 'Je link om een nieuw wachtwoord te kiezen (1 uur geldig).',
  'account.passwordReset.body':
    'Iemand heeft gevraagd het wachtwoord van je StoryVault-account opnieuw in te stellen. Was jij dat? Kies hier een nieuw wachtwoord:',
  'account.passwordReset.button': 'Nieuw wachtwoord kiezen',
  'account.passwordReset.expiry': 'Deze link werkt één keer en verloopt over 1 uur.',
  'account.passwordReset.notYou':
    'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft hetzelfde. Vragen? Mail naar {supportEmail}.',

  'account.emailChange.subject': 'Bevestig je nieuwe e-mailadres voor StoryVault',
  'account.emailChange.preheader':
    'Open de link om dit adres voor StoryVault te gebruiken ({hours, plural, one {# uur} other {# uur}} geldig).',
  'account.emailChange.body':
    'Je hebt gevraagd dit adres te gebruiken voor je StoryVault-account. Open deze link om het te bevestigen:',
  'account.emailChange.button': 'Mijn nieuwe e-mailadres bevestigen',
  'account.emailChange.expiry':
    'Deze link werkt één keer en verloopt over {hours, plural, one {# uur} other {# uur}}. Tot je hem opent, log je in met je oude adres.',
  'account.emailChange.notYou':
    'Heb je hier niet om gevraagd? Negeer deze e-mail dan: er verandert niets. Vragen? Mail naar {supportEmail}.',
  'account.emailChanged.subject': 'Het e-mailadres van je StoryVault-account is gewijzigd',
  'account.emailChanged.preheader': 'Je account gebruikt nu een nieuw e-mailadres.',
  'account.emailChanged.body':
    'Het e-mailadres van je StoryVault-account is gewijzigd in {newEmail}. Vanaf nu log je in met dat adres.',
  'account.emailChanged.notYou': 'Heb jij dit niet gedaan? Mail dan meteen naar {supportEmail}.',

  'account.deletion.subject': 'Je StoryVault-account wordt verwijderd',
  'account.deletion.preheader':
    'Je account en je verzamelingen worden op {day} verwijderd. Log daarvoor in om ze te houden.',
  'account.deletion.body':
    'Je hebt ons gevraagd je StoryVault-account te verwijderen. Op {day} (over {days, plural, one {# dag} other {# dagen}}) verwijderen we het voorgoed, met elke verzameling die van jou is en alle verhalen, opnames en foto’s daarin. Je familie kan dan niet meer bij die verzamelingen.',
  'account.deletion.undo': 'Toch van gedachten veranderd? Log voor die dag in, dan wordt er niets verwijderd.',
  'account.deletion.button': 'Inloggen en mijn account houden',

  'account.welcome.subject': 'Welkom bij StoryVault: zo gaat het verder',
  'account.welcome.preheader': 'Je betaling is gelukt en je account staat klaar.',
  'account.welcome.thanks': 'Bedankt voor je abonnement: je betaling is gelukt en je StoryVault-account staat klaar.',
  'account.welcome.next': 'Zo gaat het verder:',
  'account.welcome.step1':
    '1. Nu: log in en richt je verzameling in met de naam en het e-mailadres van degene wiens verhalen je wilt bewaren. Er staat al een eerste lijst met vragen voor je klaar; pas die aan zoals je wilt.',
  'account.welcome.step2':
    '2. Meteen: als je wilt, sturen we hem of haar een korte introductie van jou, zodat onze e-mails verwacht worden.',
  'account.welcome.step3':
    '3. Zo’n drie dagen later: de eerste vraag gaat de deur uit, en we laten je weten wanneer dat gebeurd is. Daarna elke week of om de week een vraag, zoals jij kiest.',
  'account.welcome.step4':
    '4. Elke keer dat er een antwoord komt, per e-mail, ingesproken of geschreven op een eenvoudige webpagina, verschijnt het verhaal in je verzameling.',
  'account.welcome.button': 'Je verzameling inrichten',

  'account.paymentReceived.subject': 'Je betaling voor StoryVault is gelukt',
  'account.paymentReceived.preheader': 'Nog één stap: kies een wachtwoord voor je account.',
  'account.paymentReceived.thanks': 'Bedankt: je StoryVault-abonnement is betaald.',
  'account.paymentReceived.body':
    'Heb je je account nog niet aangemaakt, of heb je de pagina gesloten voordat het lukte? Deze link brengt je terug. Je hoeft alleen nog een wachtwoord te kiezen.',
  'account.paymentReceived.keep': 'Bewaar deze e-mail: de link werkt tot je account is aangemaakt, en maar één keer.',
  'account.finish.subject': 'Maak je StoryVault-account af',
  'account.finish.preheader': 'Je hebt al betaald: je hoeft niet nog eens te betalen.',
  'account.finish.body':
    'Je hebt StoryVault al betaald, dus er valt niets meer te betalen. Je account heeft alleen nog een wachtwoord nodig.',
  'account.finish.notYou': 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren.',

  'account.paymentFailed.subject': 'Je betaling voor StoryVault is niet gelukt',
  'account.paymentFailed.preheader': 'Werk je kaart bij, zodat de vragen blijven komen.',
  'account.paymentFailed.declined': 'We wilden je betaling voor StoryVault afschrijven, maar je kaart werd geweigerd.',
  'account.paymentFailed.grace':
    'Alles blijft werken tot {day}. Werk je kaart bij op je accountpagina om dat zo te houden; we proberen de betaling dan opnieuw.',
  'account.paymentFailed.safe':
    'Je verzameling is hoe dan ook veilig: er wordt niets verwijderd, en de verhalen blijven te lezen en te downloaden.',
  'account.paymentFailed.button': 'Mijn kaart bijwerken',

  'account.gift.subject': 'Je cadeau voor {senior}: de kaart om af te drukken',
  'account.gift.preheader': 'StoryVault voor {senior} begint op {day}.',
  'account.gift.paid': 'Bedankt: je StoryVault-cadeau voor {senior} is betaald.',
  'account.gift.card':
    'De cadeaukaart zit als bijlage bij deze e-mail (A5). Druk hem af en geef hem persoonlijk of stuur hem per post; de QR-code opent een pagina die in gewone woorden uitlegt wat er komt.',
  'account.gift.start':
    'Op {day} sturen we {senior} een korte introductie met jouw bericht, en daarna volgt de eerste vraag. Voor die dag komt er niets binnen.',
  'account.gift.account':
    'Wil je de verhalen zien zodra ze binnenkomen? Maak je account af met de link uit onze andere e-mail (of op de pagina waar je betaald hebt).',
};
