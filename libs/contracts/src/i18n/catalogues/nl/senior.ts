import type { Messages } from '../../messages';
import type { senior as en } from '../en/senior';

export const senior: Messages<typeof en> = {
  'senior.email.greeting': 'Lieve {name},',
  'senior.email.signature': 'Liefs, {owner} (via StoryVault)',

  'senior.questionEmail.subject': 'Een vraag van {owner}: {question}',
  'senior.questionEmail.preheader': '{owner} zou dit verhaal heel graag van je horen.',
  'senior.questionEmail.lead': '{owner} zou dit verhaal heel graag van je horen:',
  'senior.questionEmail.howToAnswer':
    'Om te antwoorden beantwoord je gewoon deze e-mail en schrijf je zoveel of zo weinig als je wilt. Meer is niet nodig.',
  'senior.questionEmail.talkInstead':
    'Vertel je liever dan dat je typt? Druk dan op ‘Mijn antwoord opnemen’ en vertel het verhaal hardop.',
  'senior.questionEmail.record': 'Mijn antwoord opnemen',
  'senior.questionEmail.write': 'Mijn antwoord schrijven',
  'senior.questionEmail.buttonFallback':
    'Werkt een knop niet? Beantwoord dan gewoon deze e-mail en schrijf je antwoord daarin.',
  'senior.questionEmail.replyWords': 'Ga je weg? Antwoord PAUZE. Liever over iets anders praten? Antwoord OVERSLAAN.',
  'senior.questionEmail.differentQuestion': 'Stuur me een andere vraag',
  'senior.questionEmail.photoAlt': 'De foto waar deze vraag over gaat',
  'senior.questionEmail.photoNote':
    'Bij deze vraag hoort een foto. Zie je hem niet? Druk dan hieronder op ‘Mijn antwoord schrijven’ om hem op de pagina te zien.',
  'senior.questionEmail.commentOnTitled': '{author} las je verhaal ‘{title}’ en schreef: ‘{comment}’',
  'senior.questionEmail.commentOnAnswer': '{author} las je antwoord op ‘{question}’ en schreef: ‘{comment}’',
  'senior.followUpEmail.subject': 'Re: Een vraag van {owner}: {question}',
  'senior.followUpEmail.preheader': 'Geen haast, gewoon een klein geheugensteuntje.',
  'senior.followUpEmail.lead':
    'Geen enkele haast. {owner} wilde je alleen even aan deze vraag herinneren, voor het geval hij in je inbox is ondergesneeuwd:',
  'senior.followUpEmail.howToAnswer':
    'Wanneer je er klaar voor bent, beantwoord je gewoon deze e-mail, of gebruik je een knop hieronder. Een paar zinnen is genoeg.',

  'senior.introEmail.subject': '{owner} zou heel graag je verhalen horen',
  'senior.introEmail.started':
    '{owner} heeft een StoryVault voor je gemaakt: een besloten plek waar je familie de verhalen van je leven kan bewaren, in je eigen woorden.',
  'senior.introEmail.giftMessage': 'Een berichtje van {owner}:',
  'senior.introEmail.howOften':
    '{weeks, plural, =1 {Eén keer per week} other {Om de # weken}} krijg je één vraag per e-mail, zoals ‘Wat was je eerste baan?’ of ‘Hoe vierden jullie vroeger de feestdagen?’. Je hoeft niets te installeren en geen wachtwoord te onthouden.',
  'senior.introEmail.howToAnswer':
    'Om te antwoorden beantwoord je gewoon de e-mail en schrijf je zoveel of zo weinig als je wilt. Vertel je liever dan dat je typt, dan heeft elke e-mail ook een knop om je stem op te nemen.',
  'senior.introEmail.pause':
    'Is het even druk? Eén woord is genoeg. Antwoord PAUZE en de vragen rusten vier weken, of schrijf PAUZE tot 3 juni, of PAUZE voor 2 weken. Antwoord HERVATTEN wanneer je ze weer wilt krijgen.',
  'senior.introEmail.skipAndStop':
    'Brengt een vraag geen verhaal naar boven, antwoord dan OVERSLAAN en je krijgt een andere. Antwoord STOP om de vragen te stoppen tot {owner} ze weer start. Al het andere dat je terugschrijft, wordt jouw verhaal.',
  'senior.introEmail.firstQuestion':
    'Je eerste vraag komt {soon, select, yes {zo meteen} other {over een paar dagen}}. Er zijn geen foute antwoorden, en elk verhaal is een cadeau voor de mensen die van je houden.',

  'senior.confirmation.pause.subject': 'Vragen gepauzeerd tot {until}',
  'senior.confirmation.pause.done': 'Tot {until} sturen we je geen vragen. Daarna komen ze weer zoals voorheen.',
  'senior.confirmation.pause.undo': 'Wil je ze eerder, antwoord dan gewoon HERVATTEN.',
  'senior.confirmation.stop.subject': 'Voorlopig geen vragen meer',
  'senior.confirmation.stop.done': 'We sturen je geen vragen meer totdat {owner} ze weer start.',
  'senior.confirmation.stop.undo': 'Bedenk je je, antwoord dan gewoon HERVATTEN.',
  'senior.confirmation.resume.subject': 'Je vragen komen weer',
  'senior.confirmation.resume.done': 'Dank je! Je volgende vraag is onderweg.',
  'senior.confirmation.notPaused.subject': 'Je vragen blijven komen',
  'senior.confirmation.notPaused.done':
    'Je vragen waren niet gepauzeerd, dus er hoefde niets te veranderen. De volgende komt zoals altijd.',
  'senior.confirmation.setAside.subject': 'Vraag opzijgelegd',
  'senior.confirmation.setAside.done':
    'We hebben die vraag voor later opzijgelegd. Je volgende vraag komt wanneer het zover is.',
  'senior.confirmation.nothingToSkip.subject': 'Niets over te slaan',
  'senior.confirmation.nothingToSkip.done':
    'Die vraag is al beantwoord of opzijgelegd, dus er was niets over te slaan. De volgende komt zoals altijd.',

  'senior.choice.pauseUntil': 'Mijn vragen pauzeren tot {date}',
  'senior.choice.skip': 'Stuur me een andere vraag',
  'senior.choice.stop': 'Mijn vragen stoppen',
  'senior.choice.resume': 'Mijn vragen weer starten',
  'senior.choice.story': 'Mijn bericht bewaren als verhaal',
  'senior.choice.subject': 'Wat wil je dat we doen?',
  'senior.choice.unsure':
    'Dank je voor je antwoord. We wisten niet zeker wat je bedoelde, dus we hebben er nog niets mee gedaan.',
  'senior.choice.press': 'Druk op de knop van wat je wilt:',
  'senior.choice.youWrote': 'Je schreef:',
  'senior.choice.wait': 'Als je niet kiest, bewaren we je bericht over een week als verhaal.',
  'senior.choice.heading': 'Wat wil je dat we doen?',
  'senior.choice.doneCommand': 'Dank je. Het is gedaan: {label}.',
  'senior.choice.doneStory': 'Dank je. Je bericht is bewaard als verhaal voor je familie.',
  'senior.choice.chosen': 'Je hebt al gekozen: {label}. Er hoeft niets meer te gebeuren.',
  'senior.choice.keptAfterWait': 'Je bericht is bewaard als verhaal voor je familie. Er hoeft niets meer te gebeuren.',

  'senior.page.writeTitle': 'Schrijf je verhaal',
  'senior.page.recordTitle': 'Neem je verhaal op',
  'senior.page.skipTitle': 'Een andere vraag',
  'senior.page.sentTitle': 'Verhaal verstuurd',
  'senior.page.loading': 'Je vraag wordt geladen...',
  'senior.page.loadFailed': 'We konden je vraag niet laden. Controleer je internetverbinding en probeer het opnieuw.',
  'senior.page.tryAgain': 'Opnieuw proberen',
  'senior.page.questionLabel': 'Je vraag',
  'senior.page.greeting': 'Hallo {name}, hier is je vraag:',
  'senior.page.greetingNoName': 'Hier is je vraag:',
  'senior.page.photoAlt': 'De foto waar deze vraag over gaat',
  'senior.page.answeredWrite': 'Je hebt deze vraag al op {date} beantwoord — schrijf er gerust meer bij als je wilt.',
  'senior.page.answeredRecord': 'Je hebt deze vraag al op {date} beantwoord — neem gerust meer op als je wilt.',
  'senior.page.thanks': 'Dank je — {owner} krijgt je verhaal. Je kunt deze pagina nu sluiten.',
  'senior.page.thanksNoName': 'Dank je — je familie krijgt je verhaal. Je kunt deze pagina nu sluiten.',
  'senior.page.linkGone': 'Deze link werkt niet meer. Beantwoord gewoon de e-mail van {owner} met je verhaal.',
  'senior.page.linkGoneNoName': 'Deze link werkt niet meer. Beantwoord gewoon de e-mail van je familie met je verhaal.',
  'senior.page.help': 'Hulp nodig? Schrijf naar {email}.',
  'senior.page.rather.write': 'Schrijf je liever?',
  'senior.page.rather.writeLink': 'Schrijf je verhaal',
  'senior.page.rather.talk': 'Vertel je liever?',
  'senior.page.rather.recordLink': 'Neem je verhaal op',
  'senior.page.emptyStory': 'Schrijf eerst je verhaal voordat je het verstuurt.',
  'senior.page.saveFailed': 'Je verhaal kon niet worden opgeslagen. Probeer het opnieuw.',
  'senior.page.uploadFailed': 'Je verhaal kon niet worden verstuurd. Probeer het opnieuw.',
  'senior.page.offline':
    'Je internetverbinding is weg. Je kunt gewoon doorschrijven: je verhaal blijft op dit apparaat en wordt verstuurd zodra de verbinding terug is.',
  'senior.page.offlineWaiting':
    'Je internetverbinding is weg. Je verhaal is veilig op dit apparaat en wordt vanzelf verstuurd zodra de verbinding terug is.',
  'senior.page.stillSending':
    'Je verhaal wordt nog verstuurd... Het blijft op dit apparaat, dus er gaat niets verloren.',
  'senior.page.draftRestored':
    'We hebben het verhaal bewaard waar je aan begonnen was. Je kunt verdergaan waar je gebleven was.',
  'senior.page.notSentYet': 'Dit verhaal is nog niet verstuurd.',
  'senior.page.storyLabel': 'Je verhaal',
  'senior.page.characters': '{count, plural, one {# teken} other {# tekens}}',
  'senior.page.tooLong': 'Je verhaal is langer dan {max, number} tekens. Maak het wat korter en verstuur het opnieuw.',
  'senior.page.saving': 'Je verhaal wordt opgeslagen...',
  'senior.page.savingShort': 'Opslaan...',
  'senior.page.waiting': 'Wachten op de verbinding...',
  'senior.page.send': 'Versturen',
  'senior.page.submit': 'Verhaal versturen',
  'senior.page.skip.explain':
    'Niet de goede vraag vandaag? We bewaren deze voor een andere keer en sturen je meteen een andere vraag per e-mail.',
  'senior.page.skip.sending': 'Versturen...',
  'senior.page.skip.button': 'Stuur me een andere vraag',
  'senior.page.skip.done': 'Klaar. Je hebt voor deze vraag al een andere gevraagd. Er hoeft niets meer te gebeuren.',
  'senior.page.skip.answered': 'Je hebt deze vraag al beantwoord. Dank je! De volgende komt zoals altijd.',
  'senior.page.skip.after': 'Wil je deze toch liever beantwoorden?',
  'senior.page.skip.writeLink': 'Schrijf je verhaal',
  'senior.recorder.intro':
    'Druk op **Opname starten** en vertel je verhaal in je eigen woorden. Druk op **Opname stoppen** als je klaar bent. Je kunt het terugluisteren voordat je het verstuurt.',
  'senior.recorder.start': 'Opname starten',
  'senior.recorder.stop': 'Opname stoppen',
  'senior.recorder.again': 'Opnieuw opnemen',
  'senior.recorder.uploading': 'Je verhaal wordt verstuurd...',
  'senior.recorder.uploadingShort': 'Versturen...',
  'senior.recorder.starting': 'De microfoon wordt aangezet...',
  'senior.recorder.recording': 'Opname loopt... Druk op Opname stoppen als je klaar bent.',
  'senior.recorder.stopping': 'Je opname wordt afgerond...',
  'senior.recorder.limitReached':
    'De opname is gestopt bij de grens van {limit}. Luister hem terug en druk dan op Verhaal versturen.',
  'senior.recorder.ready': 'Je opname is klaar. Luister hem terug en druk dan op Verhaal versturen.',
  'senior.recorder.time': 'Opnametijd',
  'senior.recorder.of': 'van {limit}',
  'senior.recorder.yours': 'Je opname ({duration})',
  'senior.recorder.listen': 'Je opname beluisteren',
  'senior.recorder.pause': 'Pauze',
  'senior.mic.missing':
    '**We konden geen microfoon vinden op dit apparaat.** Probeer de link op je telefoon, of schrijf je verhaal.',
  'senior.mic.blocked': 'Je microfoon staat uit voor deze pagina.',
  'senior.mic.failed': 'Er ging iets mis met de microfoon.',
  'senior.mic.toRecord': 'Zo neem je je verhaal op:',
  'senior.mic.step1':
    'Tik nog eens op **Opname starten**. Als je telefoon vraagt of hij de microfoon mag gebruiken, tik je op **Sta toe**.',
  'senior.mic.step2':
    'Vraagt hij niets: tik op een iPhone op **aA** naast het webadres, dan op **Website-instellingen**, en zet **Microfoon** op **Sta toe**. Tik op een Android-telefoon op het symbool links van het webadres, dan op **Machtigingen**, en zet **Microfoon** aan.',
  'senior.mic.step3': 'Klik op een computer op het microfoon- of slotje-symbool in de adresbalk en kies **Toestaan**.',
  'senior.mic.orWrite': 'Of schrijf je verhaal, met de link hieronder.',

  'senior.listen.title': 'Een verhaal beluisteren',
  'senior.listen.gone': 'Deze link werkt niet meer',
  'senior.listen.goneLead': 'Vraag je familie om een nieuwe link naar dit verhaal.',
  'senior.listen.failed': 'We konden dit verhaal niet openen',
  'senior.listen.retry': 'Opnieuw proberen',
  'senior.listen.loading': 'Laden...',
  'senior.listen.toldBy': 'Verteld door {name}',
  'senior.listen.playerLabel': '{name} vertelt ‘{title}’',
  'senior.listen.play': 'Het verhaal afspelen',
  'senior.listen.pause': 'Pauze',
  'senior.refusal.invalidLink': 'Deze link klopt niet. Kijk in je e-mail of sms voor de juiste link.',
  'senior.refusal.linkExpired':
    'Deze link is meer dan 90 dagen oud en werkt daarom niet meer. Je familie kan toch van je horen: beantwoord de e-mail waarmee deze vraag kwam en schrijf je verhaal daarin, of vraag je familie om je een nieuwe vraag te sturen.',
  'senior.refusal.answersToday':
    'Dank je wel! Je verhalen bij deze vraag zijn bewaard. Je hebt er zoveel gestuurd als één link per dag aanneemt; morgen kun je er meer sturen.',
  'senior.refusal.recordingsThisHour':
    'Dank je wel! Je opnames bij deze vraag zijn bewaard. Over een uur kun je weer een opname sturen.',
  'senior.refusal.recordingUnreadable': 'De opname kon niet worden gelezen. Neem hem alsjeblieft opnieuw op.',
  'senior.refusal.recordingTooLarge': 'De opname is te lang of te groot (hoogstens 30 minuten, 100 MB).',
  'senior.refusal.recordingMissing':
    'Er is geen opname aangekomen. Neem je verhaal alsjeblieft op en verstuur het opnieuw.',
  'senior.refusal.recordingCutShort':
    'De opname is niet helemaal aangekomen. Druk alsjeblieft nog een keer op Verhaal versturen.',
  'senior.refusal.uploadsBusyLink': 'Je opname wordt nog verstuurd. Wacht alsjeblieft tot hij klaar is.',
  'senior.refusal.uploadsBusyServer':
    'Er worden nu heel veel verhalen verstuurd. Wacht alsjeblieft een minuut en druk dan nog een keer op Verhaal versturen.',
  'senior.skip.sent': 'Klaar. Er is een andere vraag onderweg naar je inbox.',
  'senior.skip.aside': 'Klaar. We hebben die vraag voor later bewaard.',
  'senior.skip.already': 'Je hebt voor deze vraag al een andere gevraagd. Er hoeft niets meer te gebeuren.',
  'senior.choice.pageTitle': 'Jouw keuze',
  'senior.choice.linkGone': 'Deze link werkt niet',
  'senior.choice.failed': 'We konden deze pagina niet openen',
  'senior.choice.retry': 'Opnieuw proberen',
  'senior.choice.loading': 'Laden...',
  'senior.choice.chooseFailed': 'Er ging iets mis. Probeer het opnieuw.',
};
