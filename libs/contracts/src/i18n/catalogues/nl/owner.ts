import type { Messages } from '../../messages';
import type { owner as en } from '../en/owner';

/** Nederlands: the owner's emails about the vault, "je" as in the family's emails. */
export const owner: Messages<typeof en> = {
  'owner.dashboardButton': 'Open je dashboard',

  'owner.firstQuestion.subject': 'De eerste vraag is naar {senior} gestuurd',
  'owner.firstQuestion.preheader':
    '{senior} kan antwoorden door op de e-mail te reageren, of door het verhaal op het web in te spreken of op te schrijven.',
  'owner.firstQuestion.sent': 'We hebben {senior} net de eerste vraag uit je StoryVault gestuurd:',
  'owner.firstQuestion.howToAnswer':
    '{senior} kan antwoorden door op de e-mail te reageren, of door het verhaal op een webpagina in te spreken of op te schrijven, zonder account en zonder wachtwoord. Komt er na een paar dagen geen antwoord, dan volgt een vriendelijke herinnering.',
  'owner.firstQuestion.next':
    'Elk antwoord verschijnt in je verhalenverzameling zodra het binnenkomt. De volgende vraag gaat {weeks, plural, =1 {elke week} other {elke # weken}} de deur uit, in de volgorde van je vragenlijst, die je altijd kunt aanpassen.',
  'owner.firstQuestion.button': 'Open je StoryVault',

  'owner.replyToClaim.subject': 'Een antwoord van {email} wacht om te worden ingedeeld',
  'owner.replyToClaim.shared':
    'Op {day, date, long} kwam er een e-mail van {email}, misschien het antwoord van {senior} op een vraag. We hebben hem niet bij de verhalen van {senior} gezet: dit e-mailadres wordt ook in een ander StoryVault-account gebruikt, dus antwoorden ervan die niet via het eigen antwoordadres van de vraag-e-mail komen, houden we apart tot we weten van wie ze zijn.',
  'owner.replyToClaim.several':
    'Op {day, date, long} kwam er een e-mail van {email}, misschien het antwoord van {senior} op een vraag. We hebben hem nog bij geen enkele verzameling gezet: meer dan één van je verzamelingen heeft dit e-mailadres en een vraag die op antwoord wacht, dus we houden hem apart tot we weten op welke hij antwoordt.',
  'owner.replyToClaim.howTo':
    'Wil je hem laten toevoegen? Reageer dan op deze e-mail (of schrijf naar {support}) met deze referentie. We overleggen eerst met je; tot dan staat hij in geen enkele verzameling.',
  'owner.replyToClaim.reference': 'Referentie: {reference}',

  'owner.filesLeftOut.subject':
    '{count, plural, one {Het verhaal van {senior} kwam met een bestand dat we niet konden toevoegen} other {Het verhaal van {senior} kwam met # bestanden die we niet konden toevoegen}}',
  'owner.filesLeftOut.answeredQuestion':
    '{senior} heeft „{question}” per e-mail beantwoord, en het verhaal staat in je verzameling. De e-mail bevatte ook {count, plural, one {een bestand} other {bestanden}} dat het verhaal niet kan bewaren:',
  'owner.filesLeftOut.answered':
    '{senior} heeft per e-mail geantwoord, en het verhaal staat in je verzameling. De e-mail bevatte ook {count, plural, one {een bestand} other {bestanden}} dat het verhaal niet kan bewaren:',
  'owner.filesLeftOut.file': '{name} ({size}): {reason}.',
  'owner.filesLeftOut.tooBig': '{size}, meer dan de {max} die een verhaal bewaart',
  'owner.filesLeftOut.notAudio': 'geen opname die kan worden afgespeeld ({detail})',
  'owner.filesLeftOut.notMedia': 'geen foto of opname ({type})',
  'owner.filesLeftOut.tooMany': 'meer dan {max} bestanden in één e-mail',
  'owner.filesLeftOut.nothingLost':
    '{count, plural, one {Er gaat niets verloren: we bewaren de oorspronkelijke e-mail met het bestand. Schrijf naar {support} en we sturen het je toe.} other {Er gaat niets verloren: we bewaren de oorspronkelijke e-mail met alle bestanden. Schrijf naar {support} en we sturen ze je toe.}}',

  'owner.held.subject':
    '{kind, select, skip {Een antwoord vroeg om de vraag aan {senior} over te slaan} pause {Een antwoord vroeg om de vragen aan {senior} te pauzeren} stop {Een antwoord vroeg om de vragen aan {senior} te stoppen} other {Een antwoord vroeg om de vragen aan {senior} te hervatten}}',
  'owner.held.notSenior':
    '{kind, select, skip {Een antwoord op de vraag aan {senior} kwam van {from}, en dat is niet het adres van {senior} ({seniorEmail}). Het vroeg om de vraag over te slaan.} pause {Een antwoord op de vraag aan {senior} kwam van {from}, en dat is niet het adres van {senior} ({seniorEmail}). Het vroeg om de vragen te pauzeren.} stop {Een antwoord op de vraag aan {senior} kwam van {from}, en dat is niet het adres van {senior} ({seniorEmail}). Het vroeg om de vragen te stoppen.} other {Een antwoord op de vraag aan {senior} kwam van {from}, en dat is niet het adres van {senior} ({seniorEmail}). Het vroeg om de vragen te hervatten.}}',
  'owner.held.unconfirmed':
    '{kind, select, skip {Een antwoord op de vraag aan {senior} kwam van {from}, maar onze mailserver kon niet bevestigen dat {senior} het heeft gestuurd. Het vroeg om de vraag over te slaan.} pause {Een antwoord op de vraag aan {senior} kwam van {from}, maar onze mailserver kon niet bevestigen dat {senior} het heeft gestuurd. Het vroeg om de vragen te pauzeren.} stop {Een antwoord op de vraag aan {senior} kwam van {from}, maar onze mailserver kon niet bevestigen dat {senior} het heeft gestuurd. Het vroeg om de vragen te stoppen.} other {Een antwoord op de vraag aan {senior} kwam van {from}, maar onze mailserver kon niet bevestigen dat {senior} het heeft gestuurd. Het vroeg om de vragen te hervatten.}}',
  'owner.held.notDone':
    '{kind, select, skip {We hebben hem niet overgeslagen: dat kunnen alleen de eigen antwoorden van {senior}.} pause {We hebben ze niet gepauzeerd: dat kunnen alleen de eigen antwoorden van {senior}.} stop {We hebben ze niet gestopt: dat kunnen alleen de eigen antwoorden van {senior}.} other {We hebben ze niet hervat: dat kunnen alleen de eigen antwoorden van {senior}.}}',
  'owner.held.resumeNext': 'Was het {senior}, dan kun je de vragen hervatten via je dashboard.',
  'owner.held.next':
    'Was het {senior}, dan is een antwoord van {seniorEmail} genoeg; schrijft {senior} nu vanaf een ander adres, pas het adres dan aan in de instellingen van je verzameling op je dashboard.',

  'owner.choice.subject': 'We hebben {senior} gevraagd wat een antwoord betekende',
  'owner.choice.replied': '{senior} antwoordde op een vraag: „{reply}”.',
  'owner.choice.unsure':
    'Het kan „{meant}” betekenen, maar we wisten het niet zeker, dus we hebben er nog niets mee gedaan. We hebben {senior} een e-mail met twee knoppen gestuurd: dat, of het bericht als verhaal bewaren.',
  'owner.choice.week': 'Kiest {senior} niet binnen een week, dan bewaren we het bericht als verhaal.',

  'owner.exportReady.subject':
    '{format, select, pdf {Het boek met de verhalen van {senior} staat klaar om te downloaden} other {Alles uit de verhalenverzameling van {senior} staat klaar om te downloaden}}',
  'owner.exportReady.preheader':
    '{format, select, pdf {Het boek met de verhalen van {senior} is klaar.} other {Alles uit de verhalenverzameling van {senior} is klaar.}}',
  'owner.exportReady.body':
    '{format, select, pdf {Het boek met de verhalen van {senior} is klaar: een pdf om te lezen, te delen of te laten drukken.} other {Alles uit de verhalenverzameling van {senior} is klaar: elk verhaal, elke opname, elke foto en elke e-mail, in één zip-bestand dat je overal kunt bewaren.}}',
  'owner.exportReady.button': 'Download het',
  'owner.exportReady.kept':
    'Log in om het te downloaden. We bewaren het bestand tot {day}; daarna kun je altijd een nieuw aanvragen.',
};
