import type { Messages } from '../../messages';
import type { senior as en } from '../en/senior';

export const senior: Messages<typeof en> = {
  'senior.email.greeting': 'Bonjour {name},',
  'senior.email.signature': 'Avec tendresse, {owner} (via StoryVault)',

  'senior.questionEmail.subject': 'Une question de {owner} : {question}',
  'senior.questionEmail.preheader': '{owner} aimerait tant que tu lui racontes cette histoire.',
  'senior.questionEmail.lead': '{owner} aimerait tant que tu lui racontes cette histoire :',
  'senior.questionEmail.howToAnswer':
    'Pour répondre, réponds simplement à cet e-mail et écris autant ou aussi peu que tu veux. Il n’y a rien d’autre à faire.',
  'senior.questionEmail.talkInstead':
    'Si tu préfères parler plutôt qu’écrire, appuie sur « Enregistrer ma réponse » et raconte l’histoire à voix haute.',
  'senior.questionEmail.record': 'Enregistrer ma réponse',
  'senior.questionEmail.write': 'Écrire ma réponse',
  'senior.questionEmail.buttonFallback':
    'Si un bouton ne marche pas, réponds simplement à cet e-mail et écris-y ta réponse.',
  'senior.questionEmail.replyWords':
    'Tu pars quelque temps ? Réponds PAUSE. Tu préfères parler d’autre chose ? Réponds PASSER.',
  'senior.questionEmail.differentQuestion': 'Envoyez-moi une autre question',
  'senior.questionEmail.photoAlt': 'La photo dont parle cette question',
  'senior.questionEmail.photoNote':
    'Cette question vient avec une photo. Si tu ne la vois pas, appuie sur « Écrire ma réponse » plus bas pour la voir sur la page.',
  'senior.questionEmail.commentOnTitled': '{author} a lu ton histoire « {title} » et t’écrit : « {comment} »',
  'senior.questionEmail.commentOnAnswer': '{author} a lu ta réponse à « {question} » et t’écrit : « {comment} »',
  'senior.followUpEmail.subject': 'Re: Une question de {owner} : {question}',
  'senior.followUpEmail.preheader': 'Rien ne presse, juste un petit rappel.',
  'senior.followUpEmail.lead':
    'Rien ne presse. {owner} voulait juste te rappeler cette question, au cas où elle se serait perdue dans ta boîte mail :',
  'senior.followUpEmail.howToAnswer':
    'Quand tu veux, réponds simplement à cet e-mail ou utilise un bouton ci-dessous. Quelques phrases suffisent.',

  'senior.introEmail.subject': '{owner} aimerait tant entendre tes histoires',
  'senior.introEmail.started':
    '{owner} a créé pour toi un StoryVault : un endroit privé où ta famille peut garder les histoires de ta vie, racontées avec tes propres mots.',
  'senior.introEmail.giftMessage': 'Un mot de {owner} :',
  'senior.introEmail.howOften':
    '{weeks, plural, =1 {Une fois par semaine} other {Toutes les # semaines}}, tu recevras une question par e-mail, comme « Quel a été ton premier travail ? » ou « Comment fêtiez-vous Noël quand tu étais enfant ? ». Il n’y a rien à installer et aucun mot de passe à retenir.',
  'senior.introEmail.howToAnswer':
    'Pour répondre, réponds simplement à l’e-mail et écris autant ou aussi peu que tu veux. Si tu préfères parler plutôt qu’écrire, chaque e-mail a aussi un bouton pour enregistrer ta voix.',
  'senior.introEmail.pause':
    'Si tu as beaucoup à faire, un mot suffit. Réponds PAUSE et les questions se reposent quatre semaines, ou écris PAUSE jusqu’au 3 juin, ou PAUSE pendant 2 semaines. Réponds REPRENDRE quand tu veux qu’elles reviennent.',
  'senior.introEmail.skipAndStop':
    'Si une question ne t’inspire pas, réponds PASSER et une autre viendra à la place. Réponds STOP pour arrêter les questions jusqu’à ce que {owner} les relance. Tout le reste de ce que tu écris devient ton histoire.',
  'senior.introEmail.firstQuestion':
    'Ta première question arrivera {soon, select, yes {très bientôt} other {dans quelques jours}}. Il n’y a pas de mauvaise réponse, et chaque histoire est un cadeau pour ceux qui t’aiment.',

  'senior.confirmation.pause.subject': 'Questions en pause jusqu’au {until}',
  'senior.confirmation.pause.done':
    'Nous ne t’enverrons pas de questions jusqu’au {until}. Ensuite, elles reviendront comme avant.',
  'senior.confirmation.pause.undo': 'Si tu les veux plus tôt, réponds simplement REPRENDRE.',
  'senior.confirmation.stop.subject': 'Plus de questions pour le moment',
  'senior.confirmation.stop.done': 'Nous ne t’enverrons plus de questions jusqu’à ce que {owner} les relance.',
  'senior.confirmation.stop.undo': 'Si tu changes d’avis, réponds simplement REPRENDRE.',
  'senior.confirmation.resume.subject': 'Tes questions vont revenir',
  'senior.confirmation.resume.done': 'Merci ! Ta prochaine question est en route.',
  'senior.confirmation.notPaused.subject': 'Tes questions continuent',
  'senior.confirmation.notPaused.done':
    'Tes questions n’étaient pas en pause, il n’y avait donc rien à changer. La prochaine arrivera comme d’habitude.',
  'senior.confirmation.setAside.subject': 'Question mise de côté',
  'senior.confirmation.setAside.done':
    'Nous avons mis cette question de côté pour plus tard. Ta prochaine question arrivera le moment venu.',
  'senior.confirmation.nothingToSkip.subject': 'Rien à passer',
  'senior.confirmation.nothingToSkip.done':
    'Cette question a déjà une réponse ou a été mise de côté, il n’y avait donc rien à passer. La prochaine arrivera comme d’habitude.',

  'senior.choice.pauseUntil': 'Mettre mes questions en pause jusqu’au {date}',
  'senior.choice.skip': 'Envoyez-moi une autre question',
  'senior.choice.stop': 'Arrêter mes questions',
  'senior.choice.resume': 'Reprendre mes questions',
  'senior.choice.story': 'Garder mon message comme une histoire',
  'senior.choice.subject': 'Que veux-tu que nous fassions ?',
  'senior.choice.unsure':
    'Merci pour ta réponse. Nous n’étions pas sûrs de ce que tu voulais dire, alors nous n’en avons encore rien fait.',
  'senior.choice.press': 'Appuie sur le bouton de ton choix :',
  'senior.choice.youWrote': 'Tu as écrit :',
  'senior.choice.wait': 'Si tu ne choisis pas, nous garderons ton message comme une histoire dans une semaine.',
  'senior.choice.heading': 'Que veux-tu que nous fassions ?',
  'senior.choice.doneCommand': 'Merci. C’est fait : {label}.',
  'senior.choice.doneStory': 'Merci. Ton message est gardé comme une histoire pour ta famille.',
  'senior.choice.chosen': 'Tu as déjà choisi : {label}. Il n’y a plus rien à faire.',
  'senior.choice.keptAfterWait':
    'Ton message a été gardé comme une histoire pour ta famille. Il n’y a plus rien à faire.',

  'senior.page.writeTitle': 'Écris ton histoire',
  'senior.page.recordTitle': 'Enregistre ton histoire',
  'senior.page.skipTitle': 'Une autre question',
  'senior.page.sentTitle': 'Histoire envoyée',
  'senior.page.loading': 'Chargement de ta question...',
  'senior.page.loadFailed': 'Nous n’avons pas pu charger ta question. Vérifie ta connexion internet et réessaie.',
  'senior.page.tryAgain': 'Réessayer',
  'senior.page.questionLabel': 'Ta question',
  'senior.page.greeting': 'Bonjour {name}, voici ta question :',
  'senior.page.greetingNoName': 'Voici ta question :',
  'senior.page.photoAlt': 'La photo dont parle cette question',
  'senior.page.answeredWrite': 'Tu as déjà répondu à cette question le {date} — écris-en plus si tu veux.',
  'senior.page.answeredRecord': 'Tu as déjà répondu à cette question le {date} — enregistre-en plus si tu veux.',
  'senior.page.thanks': 'Merci — {owner} va recevoir ton histoire. Tu peux fermer cette page.',
  'senior.page.thanksNoName': 'Merci — ta famille va recevoir ton histoire. Tu peux fermer cette page.',
  'senior.page.linkGone': 'Ce lien ne fonctionne plus. Réponds simplement à l’e-mail de {owner} avec ton histoire.',
  'senior.page.linkGoneNoName':
    'Ce lien ne fonctionne plus. Réponds simplement à l’e-mail de ta famille avec ton histoire.',
  'senior.page.help': 'Si tu as besoin d’aide, écris à {email}.',
  'senior.page.rather.write': 'Tu préfères écrire ?',
  'senior.page.rather.writeLink': 'Écris plutôt ton histoire',
  'senior.page.rather.talk': 'Tu préfères parler ?',
  'senior.page.rather.recordLink': 'Enregistre plutôt ton histoire',
  'senior.page.emptyStory': 'Écris ton histoire avant de l’envoyer.',
  'senior.page.saveFailed': 'Ton histoire n’a pas pu être enregistrée. Réessaie.',
  'senior.page.uploadFailed': 'Ton histoire n’a pas pu être envoyée. Réessaie.',
  'senior.page.offline':
    'Ta connexion internet est coupée. Tu peux continuer à écrire : ton histoire reste sur cet appareil et sera envoyée dès que la connexion reviendra.',
  'senior.page.offlineWaiting':
    'Ta connexion internet est coupée. Ton histoire est à l’abri sur cet appareil et partira toute seule dès que la connexion reviendra.',
  'senior.page.stillSending':
    'Ton histoire est encore en cours d’envoi... Elle reste sur cet appareil, rien n’est perdu.',
  'senior.page.draftRestored':
    'Nous avons gardé l’histoire que tu avais commencée. Tu peux reprendre là où tu t’étais arrêté.',
  'senior.page.notSentYet': 'Cette histoire n’a pas encore été envoyée.',
  'senior.page.storyLabel': 'Ton histoire',
  'senior.page.characters': '{count, plural, one {# caractère} other {# caractères}}',
  'senior.page.tooLong': 'Ton histoire dépasse {max, number} caractères. Raccourcis-la un peu et envoie-la de nouveau.',
  'senior.page.saving': 'Enregistrement de ton histoire...',
  'senior.page.savingShort': 'Enregistrement...',
  'senior.page.waiting': 'En attente de la connexion...',
  'senior.page.send': 'Envoyer',
  'senior.page.submit': 'Envoyer l’histoire',
  'senior.page.skip.explain':
    'Ce n’est pas la bonne question aujourd’hui ? Nous la gardons pour une autre fois et t’envoyons tout de suite une autre question par e-mail.',
  'senior.page.skip.sending': 'Envoi...',
  'senior.page.skip.button': 'Envoyez-moi une autre question',
  'senior.page.skip.done':
    'C’est fait. Tu as déjà demandé une autre question à la place de celle-ci. Il n’y a plus rien à faire.',
  'senior.page.skip.answered': 'Tu as déjà répondu à cette question. Merci ! La prochaine arrivera comme d’habitude.',
  'senior.page.skip.after': 'Tu préfères finalement répondre à celle-ci ?',
  'senior.page.skip.writeLink': 'Écris ton histoire',
  'senior.recorder.intro':
    'Appuie sur **Commencer l’enregistrement** et raconte ton histoire avec tes propres mots. Appuie sur **Arrêter l’enregistrement** quand tu as fini. Tu pourras l’écouter avant de l’envoyer.',
  'senior.recorder.start': 'Commencer l’enregistrement',
  'senior.recorder.stop': 'Arrêter l’enregistrement',
  'senior.recorder.again': 'Enregistrer de nouveau',
  'senior.recorder.uploading': 'Envoi de ton histoire...',
  'senior.recorder.uploadingShort': 'Envoi...',
  'senior.recorder.starting': 'Démarrage du micro...',
  'senior.recorder.recording': 'Enregistrement... Appuie sur Arrêter l’enregistrement quand tu as fini.',
  'senior.recorder.stopping': 'Fin de l’enregistrement...',
  'senior.recorder.limitReached':
    'L’enregistrement s’est arrêté à la limite de {limit}. Écoute-le, puis appuie sur Envoyer l’histoire.',
  'senior.recorder.ready': 'Ton enregistrement est prêt. Écoute-le, puis appuie sur Envoyer l’histoire.',
  'senior.recorder.time': 'Durée de l’enregistrement',
  'senior.recorder.of': 'sur {limit}',
  'senior.recorder.yours': 'Ton enregistrement ({duration})',
  'senior.recorder.listen': 'Écouter ton enregistrement',
  'senior.recorder.pause': 'Pause',
  'senior.mic.missing':
    '**Nous n’avons trouvé aucun micro sur cet appareil.** Essaie le lien sur ton téléphone, ou écris plutôt ton histoire.',
  'senior.mic.blocked': 'Ton micro est désactivé pour cette page.',
  'senior.mic.failed': 'Quelque chose n’a pas marché avec le micro.',
  'senior.mic.toRecord': 'Pour enregistrer ton histoire :',
  'senior.mic.step1':
    'Appuie de nouveau sur **Commencer l’enregistrement**. Quand ton téléphone demande à utiliser le micro, appuie sur **Autoriser**.',
  'senior.mic.step2':
    'S’il ne demande rien : sur un iPhone, appuie sur **aA** à côté de l’adresse web, puis sur **Réglages du site web**, et mets **Micro** sur **Autoriser**. Sur un téléphone Android, appuie sur le symbole à gauche de l’adresse web, puis sur **Autorisations**, et active **Micro**.',
  'senior.mic.step3':
    'Sur un ordinateur, clique sur le symbole du micro ou du cadenas dans la barre d’adresse et choisis **Autoriser**.',
  'senior.mic.orWrite': 'Ou écris plutôt ton histoire, avec le lien ci-dessous.',

  'senior.listen.title': 'Écouter une histoire',
  'senior.listen.gone': 'Ce lien ne fonctionne plus',
  'senior.listen.goneLead': 'Demande à ta famille un nouveau lien vers cette histoire.',
  'senior.listen.failed': 'Nous n’avons pas pu ouvrir cette histoire',
  'senior.listen.retry': 'Réessayer',
  'senior.listen.loading': 'Chargement...',
  'senior.listen.toldBy': 'Racontée par {name}',
  'senior.listen.playerLabel': '{name} raconte « {title} »',
  'senior.listen.play': 'Écouter l’histoire',
  'senior.listen.pause': 'Pause',
  'senior.refusal.invalidLink':
    'Ce lien n’est pas valide. Regarde dans ton e-mail ou ton SMS pour trouver le bon lien.',
  'senior.refusal.linkExpired':
    'Ce lien a plus de 90 jours, il ne fonctionne donc plus. Ta famille peut quand même avoir de tes nouvelles : réponds à l’e-mail dans lequel cette question est arrivée et écris-y ton histoire, ou demande à ta famille de t’envoyer une nouvelle question.',
  'senior.refusal.answersToday':
    'Merci ! Tes histoires pour cette question sont enregistrées. Tu en as envoyé autant qu’un lien en accepte par jour ; tu pourras en envoyer d’autres demain.',
  'senior.refusal.recordingsThisHour':
    'Merci ! Tes enregistrements pour cette question sont sauvegardés. Tu pourras envoyer un autre enregistrement dans une heure.',
  'senior.refusal.recordingUnreadable': 'L’enregistrement n’a pas pu être lu. Enregistre-toi à nouveau, s’il te plaît.',
  'senior.refusal.recordingTooLarge': 'L’enregistrement est trop long ou trop lourd (30 minutes et 100 Mo au maximum).',
  'senior.refusal.recordingMissing':
    'Aucun enregistrement n’est arrivé. Enregistre ton histoire et envoie-la à nouveau, s’il te plaît.',
  'senior.refusal.recordingCutShort':
    'L’enregistrement n’est pas arrivé en entier. Appuie encore une fois sur Envoyer l’histoire, s’il te plaît.',
  'senior.refusal.uploadsBusyLink':
    'Ton enregistrement est encore en cours d’envoi. Attends qu’il soit terminé, s’il te plaît.',
  'senior.refusal.uploadsBusyServer':
    'Beaucoup d’histoires sont envoyées en ce moment. Attends une minute, puis appuie encore une fois sur Envoyer l’histoire.',
  'senior.skip.sent': 'C’est fait. Une autre question est en route vers ta boîte mail.',
  'senior.skip.aside': 'C’est fait. Nous avons mis cette question de côté pour plus tard.',
  'senior.skip.already': 'Tu as déjà demandé une autre question à la place de celle-ci. Il n’y a plus rien à faire.',
  'senior.choice.pageTitle': 'Ton choix',
  'senior.choice.linkGone': 'Ce lien ne fonctionne pas',
  'senior.choice.failed': 'Nous n’avons pas pu ouvrir cette page',
  'senior.choice.retry': 'Réessayer',
  'senior.choice.loading': 'Chargement...',
  'senior.choice.chooseFailed': 'Quelque chose n’a pas marché. Réessaie, s’il te plaît.',
};
