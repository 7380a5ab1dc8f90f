import { dayInWords, ReplyCommand, ReplyLanguage } from '../reply/reply-kinds';

/** The lines of the choice email and page, in the senior's language; `{date}` and `{label}` filled in. */
interface Words {
  pauseUntil: string;
  skip: string;
  stop: string;
  resume: string;
  story: string;
  subject: string;
  greeting: string;
  unsure: string;
  press: string;
  youWrote: string;
  wait: string;
  signature: string;
  heading: string;
  doneCommand: string;
  doneStory: string;
  chosen: string;
  keptAfterWait: string;
}

const WORDS: Record<ReplyLanguage, Words> = {
  en: {
    pauseUntil: 'Pause my questions until {date}',
    skip: 'Send me a different question',
    stop: 'Stop my questions',
    resume: 'Start my questions again',
    story: 'Keep my message as a story',
    subject: 'What would you like us to do?',
    greeting: 'Dear {name},',
    unsure: 'Thank you for your reply. We were not sure what you meant, so we have not done anything with it yet.',
    press: 'Please press the button for what you would like:',
    youWrote: 'You wrote:',
    wait: 'If you do not choose, we will keep your message as a story in a week.',
    signature: 'With love, {owner} (through StoryVault)',
    heading: 'What would you like us to do?',
    doneCommand: 'Thank you. It is done: {label}.',
    doneStory: 'Thank you. Your message is kept as a story for your family.',
    chosen: 'You have already chosen: {label}. There is nothing more to do.',
    keptAfterWait: 'Your message was kept as a story for your family. There is nothing more to do.',
  },
  de: {
    pauseUntil: 'Meine Fragen bis {date} pausieren',
    skip: 'Schickt mir eine andere Frage',
    stop: 'Meine Fragen beenden',
    resume: 'Meine Fragen wieder starten',
    story: 'Meine Nachricht als Geschichte behalten',
    subject: 'Was sollen wir tun?',
    greeting: 'Liebe(r) {name},',
    unsure:
      'Danke für Ihre Antwort. Wir waren nicht sicher, was Sie meinten, deshalb haben wir noch nichts damit gemacht.',
    press: 'Bitte drücken Sie den Knopf für das, was Sie möchten:',
    youWrote: 'Sie schrieben:',
    wait: 'Wenn Sie nichts wählen, behalten wir Ihre Nachricht in einer Woche als Geschichte.',
    signature: 'Herzlich, {owner} (über StoryVault)',
    heading: 'Was sollen wir tun?',
    doneCommand: 'Danke. Erledigt: {label}.',
    doneStory: 'Danke. Ihre Nachricht bleibt als Geschichte für Ihre Familie.',
    chosen: 'Sie haben schon gewählt: {label}. Es ist nichts mehr zu tun.',
    keptAfterWait: 'Ihre Nachricht wurde als Geschichte für Ihre Familie behalten. Es ist nichts mehr zu tun.',
  },
  es: {
    pauseUntil: 'Pausar mis preguntas hasta el {date}',
    skip: 'Enviadme otra pregunta',
    stop: 'Parar mis preguntas',
    resume: 'Volver a empezar mis preguntas',
    story: 'Guardar mi mensaje como una historia',
    subject: '¿Qué le gustaría que hiciéramos?',
    greeting: 'Querida/o {name}:',
    unsure:
      'Gracias por su respuesta. No estábamos seguros de lo que quería decir, así que todavía no hemos hecho nada con ella.',
    press: 'Por favor, pulse el botón de lo que desea:',
    youWrote: 'Usted escribió:',
    wait: 'Si no elige, guardaremos su mensaje como una historia dentro de una semana.',
    signature: 'Con cariño, {owner} (a través de StoryVault)',
    heading: '¿Qué le gustaría que hiciéramos?',
    doneCommand: 'Gracias. Hecho: {label}.',
    doneStory: 'Gracias. Su mensaje queda guardado como una historia para su familia.',
    chosen: 'Ya eligió: {label}. No hay nada más que hacer.',
    keptAfterWait: 'Su mensaje se guardó como una historia para su familia. No hay nada más que hacer.',
  },
  fr: {
    pauseUntil: "Mettre mes questions en pause jusqu'au {date}",
    skip: 'Envoyez-moi une autre question',
    stop: 'Arrêter mes questions',
    resume: 'Reprendre mes questions',
    story: 'Garder mon message comme une histoire',
    subject: 'Que souhaitez-vous que nous fassions ?',
    greeting: 'Chère/Cher {name},',
    unsure:
      "Merci pour votre réponse. Nous n'étions pas sûrs de ce que vous vouliez dire, alors nous n'en avons encore rien fait.",
    press: 'Appuyez sur le bouton de votre choix :',
    youWrote: 'Vous avez écrit :',
    wait: 'Si vous ne choisissez pas, nous garderons votre message comme une histoire dans une semaine.',
    signature: 'Avec affection, {owner} (par StoryVault)',
    heading: 'Que souhaitez-vous que nous fassions ?',
    doneCommand: "Merci. C'est fait : {label}.",
    doneStory: 'Merci. Votre message est gardé comme une histoire pour votre famille.',
    chosen: "Vous avez déjà choisi : {label}. Il n'y a plus rien à faire.",
    keptAfterWait: "Votre message a été gardé comme une histoire pour votre famille. Il n'y a plus rien à faire.",
  },
  nl: {
    pauseUntil: 'Mijn vragen pauzeren tot {date}',
    skip: 'Stuur me een andere vraag',
    stop: 'Mijn vragen stoppen',
    resume: 'Mijn vragen weer starten',
    story: 'Mijn bericht bewaren als verhaal',
    subject: 'Wat wilt u dat we doen?',
    greeting: 'Beste {name},',
    unsure: 'Dank u voor uw antwoord. We wisten niet zeker wat u bedoelde, dus we hebben er nog niets mee gedaan.',
    press: 'Druk op de knop van wat u wilt:',
    youWrote: 'U schreef:',
    wait: 'Als u niet kiest, bewaren we uw bericht over een week als verhaal.',
    signature: 'Liefs, {owner} (via StoryVault)',
    heading: 'Wat wilt u dat we doen?',
    doneCommand: 'Dank u. Het is gedaan: {label}.',
    doneStory: 'Dank u. Uw bericht is bewaard als verhaal voor uw familie.',
    chosen: 'U hebt al gekozen: {label}. Er hoeft niets meer te gebeuren.',
    keptAfterWait: 'Uw bericht is bewaard als verhaal voor uw familie. Er hoeft niets meer te gebeuren.',
  },
};

const fill = (line: string, values: Record<string, string>) =>
  line.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The command in her words, as its button says it: "Pause my questions until 1 March". */
export function commandInWords(command: ReplyCommand, language: ReplyLanguage, now: Date): string {
  const words = WORDS[language];
  if (command.kind === 'pause') return fill(words.pauseUntil, { date: dayInWords(command.until, language, now) });
  return words[command.kind];
}

/** Every line of the email and the page in one language, the command's words filled in. */
export function choiceWords(command: ReplyCommand, language: ReplyLanguage, now: Date) {
  const words = WORDS[language];
  const commandLabel = commandInWords(command, language, now);
  return {
    commandLabel,
    storyLabel: words.story,
    subject: words.subject,
    greeting: (name: string) => fill(words.greeting, { name }),
    unsure: words.unsure,
    press: words.press,
    youWrote: words.youWrote,
    wait: words.wait,
    signature: (owner: string) => fill(words.signature, { owner }),
    heading: words.heading,
    doneCommand: fill(words.doneCommand, { label: commandLabel }),
    doneStory: words.doneStory,
    chosenCommand: fill(words.chosen, { label: commandLabel }),
    chosenStory: fill(words.chosen, { label: words.story }),
    keptAfterWait: words.keptAfterWait,
  };
}
