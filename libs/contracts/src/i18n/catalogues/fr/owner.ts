import type { Messages } from '../../messages';
import type { owner as en } from '../en/owner';

/** Français: the owner's emails about the vault, "tu" as in the family's emails. */
export const owner: Messages<typeof en> = {
  'owner.dashboardButton': 'Ouvrir ton tableau de bord',

  'owner.firstQuestion.subject': 'La première question est partie pour {senior}',
  'owner.firstQuestion.preheader':
    '{senior} peut répondre à l’e-mail, ou enregistrer ou écrire son histoire sur le web.',
  'owner.firstQuestion.sent': 'Nous venons d’envoyer à {senior} la première question de ton StoryVault :',
  'owner.firstQuestion.howToAnswer':
    '{senior} peut répondre directement à l’e-mail, ou enregistrer ou écrire l’histoire sur une page web, sans compte ni mot de passe. Si aucune réponse n’arrive au bout de quelques jours, un petit rappel suit.',
  'owner.firstQuestion.next':
    'Chaque réponse apparaît dans ta collection d’histoires dès qu’elle arrive. La question suivante part {weeks, plural, =1 {chaque semaine} other {toutes les # semaines}}, dans l’ordre de ta liste de questions, que tu peux modifier à tout moment.',
  'owner.firstQuestion.button': 'Ouvrir ton StoryVault',

  'owner.replyToClaim.subject': 'Une réponse de {email} attend d’être classée',
  'owner.replyToClaim.shared':
    'Le {day, date, long}, un e-mail est arrivé de {email} ; c’est peut-être la réponse de {senior} à une question. Il n’a pas été ajouté aux histoires de {senior} : cette adresse e-mail est aussi utilisée dans un autre compte StoryVault, alors les réponses qui en viennent sans passer par l’adresse de réponse propre à l’e-mail de la question sont mises de côté jusqu’à ce que nous sachions à qui elles appartiennent.',
  'owner.replyToClaim.several':
    'Le {day, date, long}, un e-mail est arrivé de {email} ; c’est peut-être la réponse de {senior} à une question. Il n’a été ajouté à aucune collection : plusieurs de tes collections ont cette adresse e-mail et une question en attente de réponse, alors il est mis de côté jusqu’à ce que nous sachions à laquelle il répond.',
  'owner.replyToClaim.howTo':
    'Pour qu’il soit ajouté, réponds à cet e-mail (ou écris à {support}) en indiquant cette référence. Nous vérifierons d’abord avec toi ; en attendant, il n’apparaît dans aucune collection.',
  'owner.replyToClaim.reference': 'Référence : {reference}',

  'owner.filesLeftOut.subject':
    '{count, plural, one {L’histoire de {senior} est arrivée avec un fichier que nous n’avons pas pu ajouter} other {L’histoire de {senior} est arrivée avec # fichiers que nous n’avons pas pu ajouter}}',
  'owner.filesLeftOut.answeredQuestion':
    '{senior} a répondu à « {question} » par e-mail, et l’histoire est dans ta collection. L’e-mail contenait aussi {count, plural, one {un fichier} other {des fichiers}} que l’histoire ne peut pas garder :',
  'owner.filesLeftOut.answered':
    '{senior} a répondu par e-mail, et l’histoire est dans ta collection. L’e-mail contenait aussi {count, plural, one {un fichier} other {des fichiers}} que l’histoire ne peut pas garder :',
  'owner.filesLeftOut.file': '{name} ({size}) : {reason}.',
  'owner.filesLeftOut.tooBig': '{size}, plus que les {max} qu’une histoire peut garder',
  'owner.filesLeftOut.notAudio': 'pas un enregistrement lisible ({detail})',
  'owner.filesLeftOut.notMedia': 'ni une photo ni un enregistrement ({type})',
  'owner.filesLeftOut.tooMany': 'plus de {max} fichiers dans un seul e-mail',
  'owner.filesLeftOut.nothingLost':
    '{count, plural, one {Rien n’est perdu : nous gardons l’e-mail d’origine avec le fichier. Écris à {support} et nous te l’enverrons.} other {Rien n’est perdu : nous gardons l’e-mail d’origine avec tous les fichiers. Écris à {support} et nous te les enverrons.}}',

  'owner.held.subject':
    '{kind, select, skip {Une réponse a demandé de passer la question de {senior}} pause {Une réponse a demandé de mettre en pause les questions de {senior}} stop {Une réponse a demandé d’arrêter les questions de {senior}} other {Une réponse a demandé de reprendre les questions de {senior}}}',
  'owner.held.notSenior':
    '{kind, select, skip {Une réponse à la question de {senior} est venue de {from}, qui n’est pas l’adresse de {senior} ({seniorEmail}), et demandait de passer la question.} pause {Une réponse à la question de {senior} est venue de {from}, qui n’est pas l’adresse de {senior} ({seniorEmail}), et demandait de mettre les questions en pause.} stop {Une réponse à la question de {senior} est venue de {from}, qui n’est pas l’adresse de {senior} ({seniorEmail}), et demandait d’arrêter les questions.} other {Une réponse à la question de {senior} est venue de {from}, qui n’est pas l’adresse de {senior} ({seniorEmail}), et demandait de reprendre les questions.}}',
  'owner.held.unconfirmed':
    '{kind, select, skip {Une réponse à la question de {senior} est venue de {from}, mais notre serveur de messagerie n’a pas pu confirmer que {senior} l’avait envoyée ; elle demandait de passer la question.} pause {Une réponse à la question de {senior} est venue de {from}, mais notre serveur de messagerie n’a pas pu confirmer que {senior} l’avait envoyée ; elle demandait de mettre les questions en pause.} stop {Une réponse à la question de {senior} est venue de {from}, mais notre serveur de messagerie n’a pas pu confirmer que {senior} l’avait envoyée ; elle demandait d’arrêter les questions.} other {Une réponse à la question de {senior} est venue de {from}, mais notre serveur de messagerie n’a pas pu confirmer que {senior} l’avait envoyée ; elle demandait de reprendre les questions.}}',
  'owner.held.notDone':
    '{kind, select, skip {Nous ne l’avons pas passée : seules les réponses de {senior} le peuvent.} pause {Nous ne les avons pas mises en pause : seules les réponses de {senior} le peuvent.} stop {Nous ne les avons pas arrêtées : seules les réponses de {senior} le peuvent.} other {Nous ne les avons pas reprises : seules les réponses de {senior} le peuvent.}}',
  'owner.held.resumeNext': 'Si c’était {senior}, tu peux reprendre les questions depuis ton tableau de bord.',
  'owner.held.next':
    'Si c’était {senior}, une réponse depuis {seniorEmail} suffira ; si {senior} écrit maintenant depuis une autre adresse, change l’adresse dans les réglages de ta collection, sur ton tableau de bord.',

  'owner.choice.subject': 'Nous avons demandé à {senior} ce que voulait dire une réponse',
  'owner.choice.replied': '{senior} a répondu à une question : « {reply} ».',
  'owner.choice.unsure':
    'Cela veut peut-être dire « {meant} », mais nous n’en étions pas sûrs, alors nous n’en avons encore rien fait. Nous avons envoyé à {senior} un e-mail avec deux boutons : cela, ou garder le message comme une histoire.',
  'owner.choice.week': 'Si {senior} ne choisit pas dans la semaine, le message est gardé comme une histoire.',

  'owner.exportReady.subject':
    '{format, select, pdf {Le livre des histoires de {senior} est prêt à télécharger} other {Tout ce que contient la collection d’histoires de {senior} est prêt à télécharger}}',
  'owner.exportReady.preheader':
    '{format, select, pdf {Le livre des histoires de {senior} est prêt.} other {Tout ce que contient la collection d’histoires de {senior} est prêt.}}',
  'owner.exportReady.body':
    '{format, select, pdf {Le livre des histoires de {senior} est prêt : un PDF à lire, à partager ou à faire imprimer.} other {Tout ce que contient la collection d’histoires de {senior} est prêt : chaque histoire, enregistrement, photo et e-mail, dans un seul fichier ZIP que tu peux garder où tu veux.}}',
  'owner.exportReady.button': 'Le télécharger',
  'owner.exportReady.kept':
    'Connecte-toi pour le télécharger. Le fichier est gardé jusqu’au {day} ; ensuite, tu peux en demander un nouveau à tout moment.',
};
