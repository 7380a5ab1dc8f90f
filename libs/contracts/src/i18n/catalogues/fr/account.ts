import type { Messages } from '../../messages';
import type { account as en } from '../en/account';

/** Français : les e-mails sur son propre compte, en « tu » comme ceux de la famille. */
export const account: Messages<typeof en> = {
  'account.greeting': 'Bonjour {name},',
  'account.signature': 'L’équipe StoryVault',
  'account.questions': 'Une question ? Écris à {supportEmail}.',
  'account.createButton': 'Créer mon compte',

  'account.passwordReset.subject': 'Réinitialise ton mot de passe StoryVault',
  'account.passwordReset.preheader': 'Ton lien pour choisir un nouveau mot de passe (valable 1 heure).',
  'account.passwordReset.body':
    'Quelqu’un a demandé à réinitialiser le mot de passe de ton compte StoryVault. Si c’était toi, choisis un nouveau mot de passe ici :',
  'account.passwordReset.button': 'Choisir un nouveau mot de passe',
  'account.passwordReset.expiry': 'Ce lien ne fonctionne qu’une fois et expire dans 1 heure.',
  'account.passwordReset.notYou':
    'Si tu n’as rien demandé, tu peux ignorer cet e-mail : ton mot de passe reste le même. Une question ? Écris à {supportEmail}.',

  'account.emailChange.subject': 'Confirme ta nouvelle adresse e-mail StoryVault',
  'account.emailChange.preheader':
    'Ouvre le lien pour utiliser cette adresse pour StoryVault (valable {hours, plural, one {# heure} other {# heures}}).',
  'account.emailChange.body':
    'Tu as demandé à utiliser cette adresse pour ton compte StoryVault. Pour la confirmer, ouvre ce lien :',
  'account.emailChange.button': 'Confirmer ma nouvelle adresse',
  'account.emailChange.expiry':
    'Ce lien ne fonctionne qu’une fois et expire dans {hours, plural, one {# heure} other {# heures}}. Tant que tu ne l’as pas ouvert, tu te connectes avec ton ancienne adresse.',
  'account.emailChange.notYou':
    'Si tu n’as rien demandé, ignore cet e-mail : rien ne change. Une question ? Écris à {supportEmail}.',
  'account.emailChanged.subject': 'L’adresse e-mail de ton compte StoryVault a changé',
  'account.emailChanged.preheader': 'Ton compte utilise maintenant une nouvelle adresse e-mail.',
  'account.emailChanged.body':
    'L’adresse e-mail de ton compte StoryVault est maintenant {newEmail}. Désormais, tu te connectes avec cette adresse.',
  'account.emailChanged.notYou': 'Si ce n’était pas toi, écris tout de suite à {supportEmail}.',

  'account.deletion.subject': 'Ton compte StoryVault va être supprimé',
  'account.deletion.preheader':
    'Ton compte et tes collections seront supprimés le {day}. Connecte-toi avant cette date pour les garder.',
  'account.deletion.body':
    'Tu nous as demandé de supprimer ton compte StoryVault. Le {day} (dans {days, plural, one {# jour} other {# jours}}), nous le supprimerons définitivement, avec chaque collection qui t’appartient et toutes les histoires, tous les enregistrements et toutes les photos qu’elles contiennent. Ta famille n’aura plus accès à ces collections.',
  'account.deletion.undo': 'Tu as changé d’avis ? Connecte-toi avant ce jour-là et rien ne sera supprimé.',
  'account.deletion.button': 'Me connecter et garder mon compte',

  'account.welcome.subject': 'Bienvenue sur StoryVault : la suite',
  'account.welcome.preheader': 'Ton paiement est passé et ton compte est prêt.',
  'account.welcome.thanks': 'Merci pour ton abonnement : ton paiement est passé et ton compte StoryVault est prêt.',
  'account.welcome.next': 'Voici la suite :',
  'account.welcome.step1':
    '1. Maintenant : connecte-toi et prépare ta collection avec le nom et l’adresse e-mail de la personne dont tu veux garder les histoires. Une première liste de questions t’attend ; modifie-la comme tu veux.',
  'account.welcome.step2':
    '2. Tout de suite : si tu le souhaites, nous lui envoyons une courte présentation de ta part, pour que nos e-mails soient attendus.',
  'account.welcome.step3':
    '3. Environ trois jours plus tard : la première question part, et nous te prévenons quand c’est fait. Ensuite, une question toutes les semaines ou toutes les deux semaines, comme tu préfères.',
  'account.welcome.step4':
    '4. À chaque réponse, par retour d’e-mail, en enregistrant sa voix ou en écrivant sur une page web toute simple, l’histoire apparaît dans ta collection.',
  'account.welcome.button': 'Préparer ta collection',

  'account.paymentReceived.subject': 'Ton paiement StoryVault est passé',
  'account.paymentReceived.preheader': 'Plus qu’une étape : choisis un mot de passe pour ton compte.',
  'account.paymentReceived.thanks': 'Merci : ton abonnement StoryVault est payé.',
  'account.paymentReceived.body':
    'Si tu n’as pas encore créé ton compte, ou si tu as fermé la page avant de pouvoir le faire, ce lien t’y ramène. Il ne te restera qu’à choisir un mot de passe.',
  'account.paymentReceived.keep':
    'Garde cet e-mail : le lien fonctionne jusqu’à la création de ton compte, et une seule fois.',
  'account.finish.subject': 'Termine la création de ton compte StoryVault',
  'account.finish.preheader': 'Tu as déjà payé : inutile de payer à nouveau.',
  'account.finish.body':
    'Tu as déjà payé StoryVault, il n’y a donc plus rien à payer. Ton compte a juste besoin d’un mot de passe.',
  'account.finish.notYou': 'Si tu n’as rien demandé, tu peux ignorer cet e-mail.',

  'account.paymentFailed.subject': 'Ton paiement StoryVault n’est pas passé',
  'account.paymentFailed.preheader': 'Mets ta carte à jour pour que les questions continuent.',
  'account.paymentFailed.declined':
    'Nous avons essayé de prélever ton paiement StoryVault, mais ta carte a été refusée.',
  'account.paymentFailed.grace':
    'Tout continue de fonctionner jusqu’au {day}. Pour que ça dure, mets ta carte à jour sur la page de ton compte ; nous réessaierons le paiement.',
  'account.paymentFailed.safe':
    'Ta collection ne risque rien : rien n’est supprimé, et les histoires restent lisibles et téléchargeables.',
  'account.paymentFailed.button': 'Mettre ma carte à jour',

  'account.gift.subject': 'Ton cadeau pour {senior} : la carte à imprimer',
  'account.gift.preheader': 'StoryVault pour {senior} commence le {day}.',
  'account.gift.paid': 'Merci : ton cadeau StoryVault pour {senior} est payé.',
  'account.gift.card':
    'La carte cadeau est en pièce jointe (A5). Imprime-la et offre-la en main propre ou par la poste ; son code QR ouvre une page qui explique simplement ce qui va se passer.',
  'account.gift.start':
    'Le {day}, nous enverrons à {senior} une courte présentation avec ton message, puis la première question suivra. Rien n’arrivera avant ce jour-là.',
  'account.gift.account':
    'Pour voir les histoires au fil de leur arrivée, termine ton compte avec le lien de notre autre e-mail (ou sur la page depuis laquelle tu as payé).',
};
