import type { ReplyLanguage } from '../reply/reply-classification';

/** What the senior's reply word did (or found nothing to do), told back to her. */
export type ConfirmedCommand =
  | { kind: 'pause'; until: Date }
  | { kind: 'stop' }
  | { kind: 'resume' }
  /** RESUME when nothing was paused: the questions keep coming. */
  | { kind: 'not_paused' }
  /** SKIP of a question she already answered or skipped: nothing changed. */
  | { kind: 'nothing_to_skip' }
  /** SKIP done, but no other question could go now (paused, or none left): it is put aside. */
  | { kind: 'set_aside' };

/** The few lines of a confirmation: a subject, then paragraphs. `until` is the date already written out. */
type Lines = (names: { owner: string; until: string }) => string[];

export interface ConfirmationWords {
  greeting: (senior: string) => string;
  signature: (owner: string) => string;
  lines: Record<ConfirmedCommand['kind'], Lines>;
}

/**
 * Her confirmations in the language she wrote the command in: warm, plain, a few lines, and
 * the reply word that undoes it in her language too (the words reply-command.ts understands).
 */
export const CONFIRMATION_WORDS: Record<ReplyLanguage, ConfirmationWords> = {
  en: {
    greeting: (senior) => `Dear ${senior},`,
    signature: (owner) => `With love, ${owner} (through StoryVault)`,
    lines: {
      pause: ({ until }) => [
        `Questions paused until ${until}`,
        `We will not send you any questions until ${until}. Then they will come again, as before.`,
        'If you would like them sooner, just reply RESUME.',
      ],
      stop: ({ owner }) => [
        'No more questions for now',
        `We will not send you any more questions until ${owner} starts them again.`,
        'If you change your mind, just reply RESUME.',
      ],
      resume: () => ['Your questions will come again', 'Thank you! Your next question is on its way.'],
      not_paused: () => [
        'Your questions are still coming',
        'Your questions were not paused, so nothing needed to change. The next one will come as usual.',
      ],
      set_aside: () => [
        'Question set aside',
        'We have put that question aside for later. Your next question will come when it is due.',
      ],
      nothing_to_skip: () => [
        'Nothing to skip',
        'That question is already answered or set aside, so there was nothing to skip. The next one will come as usual.',
      ],
    },
  },
  de: {
    greeting: (senior) => `Hallo ${senior},`,
    signature: (owner) => `Herzlich, ${owner} (über StoryVault)`,
    lines: {
      pause: ({ until }) => [
        `Fragen pausiert bis ${until}`,
        `Bis ${until} schicken wir Ihnen keine Fragen. Danach kommen sie wieder wie gewohnt.`,
        'Wenn Sie sie früher möchten, antworten Sie einfach FORTSETZEN.',
      ],
      stop: ({ owner }) => [
        'Vorerst keine Fragen mehr',
        `Wir schicken Ihnen keine Fragen mehr, bis ${owner} sie wieder startet.`,
        'Wenn Sie es sich anders überlegen, antworten Sie einfach FORTSETZEN.',
      ],
      resume: () => ['Ihre Fragen kommen wieder', 'Danke! Ihre nächste Frage ist unterwegs.'],
      not_paused: () => [
        'Ihre Fragen kommen weiterhin',
        'Ihre Fragen waren nicht pausiert, es musste sich also nichts ändern. Die nächste kommt wie gewohnt.',
      ],
      set_aside: () => [
        'Frage beiseitegelegt',
        'Wir haben diese Frage für später beiseitegelegt. Ihre nächste Frage kommt, wenn es so weit ist.',
      ],
      nothing_to_skip: () => [
        'Nichts zu überspringen',
        'Diese Frage ist schon beantwortet oder beiseitegelegt, es gab also nichts zu überspringen. Die nächste kommt wie gewohnt.',
      ],
    },
  },
  es: {
    greeting: (senior) => `Hola, ${senior}:`,
    signature: (owner) => `Con cariño, ${owner} (a través de StoryVault)`,
    lines: {
      pause: ({ until }) => [
        `Preguntas en pausa hasta el ${until}`,
        `No le enviaremos preguntas hasta el ${until}. Después volverán a llegar como antes.`,
        'Si las quiere antes, responda simplemente REANUDAR.',
      ],
      stop: ({ owner }) => [
        'No más preguntas por ahora',
        `No le enviaremos más preguntas hasta que ${owner} las vuelva a activar.`,
        'Si cambia de opinión, responda simplemente REANUDAR.',
      ],
      resume: () => ['Sus preguntas volverán a llegar', '¡Gracias! Su próxima pregunta está en camino.'],
      not_paused: () => [
        'Sus preguntas siguen llegando',
        'Sus preguntas no estaban en pausa, así que no hubo que cambiar nada. La próxima llegará como siempre.',
      ],
      set_aside: () => [
        'Pregunta apartada',
        'Hemos apartado esa pregunta para más adelante. Su próxima pregunta llegará cuando le toque.',
      ],
      nothing_to_skip: () => [
        'Nada que saltar',
        'Esa pregunta ya está respondida o apartada, así que no había nada que saltar. La próxima llegará como siempre.',
      ],
    },
  },
  fr: {
    greeting: (senior) => `Bonjour ${senior},`,
    signature: (owner) => `Avec affection, ${owner} (via StoryVault)`,
    lines: {
      pause: ({ until }) => [
        `Questions en pause jusqu’au ${until}`,
        `Nous ne vous enverrons pas de questions jusqu’au ${until}. Ensuite, elles reviendront comme avant.`,
        'Si vous les voulez plus tôt, répondez simplement REPRENDRE.',
      ],
      stop: ({ owner }) => [
        'Plus de questions pour le moment',
        `Nous ne vous enverrons plus de questions jusqu’à ce que ${owner} les relance.`,
        'Si vous changez d’avis, répondez simplement REPRENDRE.',
      ],
      resume: () => ['Vos questions vont revenir', 'Merci ! Votre prochaine question est en route.'],
      not_paused: () => [
        'Vos questions continuent',
        'Vos questions n’étaient pas en pause, il n’y avait donc rien à changer. La prochaine arrivera comme d’habitude.',
      ],
      set_aside: () => [
        'Question mise de côté',
        'Nous avons mis cette question de côté pour plus tard. Votre prochaine question arrivera le moment venu.',
      ],
      nothing_to_skip: () => [
        'Rien à passer',
        'Cette question a déjà une réponse ou a été mise de côté, il n’y avait donc rien à passer. La prochaine arrivera comme d’habitude.',
      ],
    },
  },
  nl: {
    greeting: (senior) => `Lieve ${senior},`,
    signature: (owner) => `Liefs, ${owner} (via StoryVault)`,
    lines: {
      pause: ({ until }) => [
        `Vragen gepauzeerd tot ${until}`,
        `Tot ${until} sturen we u geen vragen. Daarna komen ze weer zoals voorheen.`,
        'Wilt u ze eerder, antwoord dan gewoon HERVATTEN.',
      ],
      stop: ({ owner }) => [
        'Voorlopig geen vragen meer',
        `We sturen u geen vragen meer totdat ${owner} ze weer start.`,
        'Bedenkt u zich, antwoord dan gewoon HERVATTEN.',
      ],
      resume: () => ['Uw vragen komen weer', 'Dank u! Uw volgende vraag is onderweg.'],
      not_paused: () => [
        'Uw vragen blijven komen',
        'Uw vragen waren niet gepauzeerd, dus er hoefde niets te veranderen. De volgende komt zoals altijd.',
      ],
      set_aside: () => [
        'Vraag opzijgelegd',
        'We hebben die vraag voor later opzijgelegd. Uw volgende vraag komt wanneer het zover is.',
      ],
      nothing_to_skip: () => [
        'Niets over te slaan',
        'Die vraag is al beantwoord of opzijgelegd, dus er was niets over te slaan. De volgende komt zoals altijd.',
      ],
    },
  },
};
