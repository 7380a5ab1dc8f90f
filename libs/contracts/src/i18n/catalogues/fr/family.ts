import type { Messages } from '../../messages';
import type { family as en } from '../en/family';

/** Français: the family words, "tu" as within a family. */
export const family: Messages<typeof en> = {
  'family.email.greeting': 'Bonjour {name},',
  'family.email.signature': 'L’équipe StoryVault',

  'family.newStory.subject': '{senior} a partagé une nouvelle histoire : {question}',
  'family.newStory.preheader': '{senior} a répondu : {question}',
  'family.newStory.intro': '{senior} a partagé une nouvelle histoire, en réponse à cette question :',
  'family.newStory.footer':
    'Tu reçois cet e-mail parce que tu fais partie de la collection d’histoires de {senior} sur StoryVault et que tu as choisi d’être prévenu de chaque nouvelle histoire.',
  'family.digest.subject':
    '{count, plural, one {Une nouvelle histoire de {senior} cette semaine} other {# nouvelles histoires de {senior} cette semaine}}',
  'family.digest.preheader': 'Ce que {senior} a partagé cette semaine',
  'family.digest.intro':
    '{count, plural, one {{senior} a partagé une nouvelle histoire depuis ton dernier e-mail de la semaine :} other {{senior} a partagé # nouvelles histoires depuis ton dernier e-mail de la semaine :}}',
  'family.digest.footer':
    'Tu reçois cet e-mail parce que tu fais partie de la collection d’histoires de {senior} sur StoryVault et que tu as choisi un e-mail par semaine avec les nouvelles histoires.',
  'family.story.voice': '{senior} a répondu de vive voix : un enregistrement t’attend.',
  'family.story.written': '{senior} a répondu à cette question.',
  'family.story.read': 'Lire l’histoire',
  'family.storyEmails.change':
    'Tu peux changer cela à tout moment dans le tableau de bord, ou arrêter ces e-mails en un clic :',
  'family.storyEmails.stop': 'Arrêter ces e-mails',

  'family.owner.someone': 'Quelqu’un',
  'family.owner.joins.subject': '{who} a rejoint la collection d’histoires de {senior}',
  'family.owner.joins.preheader': '{who} a accepté ton invitation',
  'family.owner.joins.body': '{who} a accepté ton invitation et peut maintenant lire les histoires de {senior}.',
  'family.owner.joins.button': 'Voir ta famille',
  'family.owner.joins.footer':
    'Tu reçois cet e-mail parce que tu t’occupes de la collection d’histoires de {senior} sur StoryVault et que tu as choisi d’être prévenu quand quelqu’un la rejoint.',
  'family.owner.comments.subject': 'Nouveau commentaire de {who} : {story}',
  'family.owner.comments.preheader': '{who} a écrit à propos d’une histoire de {senior}',
  'family.owner.comments.body': '{who} a commenté l’histoire « {story} » de {senior} :',
  'family.owner.comments.footer':
    'Tu reçois cet e-mail parce que tu t’occupes de la collection d’histoires de {senior} sur StoryVault et que tu as choisi d’être prévenu quand quelqu’un commente une histoire.',
  'family.owner.suggestions.subject': '{who} propose une question pour {senior}',
  'family.owner.suggestions.preheader': 'Une question pour {senior} t’attend',
  'family.owner.suggestions.body': '{who} a proposé une question pour {senior} :',
  'family.owner.suggestions.after':
    'Dans ton tableau de bord, tu peux la poser en premier, la mettre en fin de file ou l’écarter.',
  'family.owner.suggestions.button': 'Choisir où elle va',
  'family.owner.suggestions.footer':
    'Tu reçois cet e-mail parce que tu t’occupes de la collection d’histoires de {senior} sur StoryVault et que tu as choisi d’être prévenu quand quelqu’un propose une question.',
  'family.owner.change': 'Tu peux changer cela à tout moment dans le tableau de bord :',
  'family.owner.choose': 'Choisir tes e-mails',

  'family.invitation.subject': '{owner} t’invite dans la collection d’histoires de {senior}',
  'family.invitation.preheader': 'Rejoins la collection d’histoires de {senior} sur StoryVault.',
  'family.invitation.body':
    '{owner} rassemble les histoires de vie de {senior}, avec ses mots et sa voix, et aimerait les partager avec toi.',
  'family.invitation.role.viewer': 'Tu pourras lire et écouter les histoires et laisser des commentaires.',
  'family.invitation.role.contributor':
    'Tu pourras lire et écouter les histoires, laisser des commentaires, proposer des questions et ajouter des photos.',
  'family.invitation.button': 'Rejoindre la collection',
  'family.invitation.expiry':
    'Ce lien est pour toi seul et ne marche qu’une fois, jusqu’au {day}. S’il a expiré, demande à {owner} de t’en envoyer un nouveau.',

  'family.queueEmpty.subject': 'Il n’y a plus de questions pour {senior}',
  'family.queueEmpty.body':
    'C’était le moment d’envoyer la prochaine question à {senior}, mais il n’en reste plus aucune, alors rien n’est parti.',
  'family.queueEmpty.next':
    'Ajoute-en quelques-unes depuis la bibliothèque de questions ou écris les tiennes, et elles partiront comme d’habitude.',
  'family.queueEmpty.button': 'Ajouter des questions',
  'family.seniorPaused.subject': '{senior} a mis les questions en pause jusqu’au {until}',
  'family.seniorPaused.said':
    '{senior} a répondu PAUSE à une question : nous ne lui enverrons ni question ni rappel jusqu’au {until}.',
  'family.seniorPaused.then': 'Ensuite, elles reprendront d’elles-mêmes, le jour habituel. Tu n’as rien à faire.',
  'family.seniorStopped.subject': '{senior} nous a demandé d’arrêter les questions',
  'family.seniorStopped.said':
    '{senior} a répondu STOP à une question : nous avons arrêté de lui envoyer des questions.',
  'family.seniorStopped.then':
    'Elles restent arrêtées jusqu’à ce que tu les relances. Ce serait peut-être gentil de demander d’abord à {senior} ce qu’il ou elle en pense.',
  'family.seniorPaused.nothingLost':
    'Rien n’est perdu : chaque histoire partagée par {senior} reste dans ta collection.',
  'family.seniorPaused.resume':
    'Pour relancer les questions plus tôt, ouvre ton tableau de bord et reprends-les depuis là.',
  'family.seniorPaused.button': 'Ouvrir ton tableau de bord',
};
