/**
 * The few words a senior may reply instead of a story (docs/decisions.md, "The senior's reply
 * words"): SKIP, PAUSE (for a while, or until a date), RESUME and STOP, in English, German,
 * Spanish, French and Dutch. A reply is a command only when, apart from a greeting, a sign-off
 * and a name, it holds nothing but the command: any other line makes it a story.
 */
export type ReplyCommand = { kind: 'skip' } | { kind: 'pause'; until: Date } | { kind: 'resume' } | { kind: 'stop' };

const DAY_MS = 24 * 60 * 60 * 1000;
/** "PAUSE" alone: four weeks. */
export const DEFAULT_PAUSE_DAYS = 28;
/** A pause never runs longer than a year. */
export const MAX_PAUSE_DAYS = 365;

/** Lower case, accents and punctuation gone, spaces single: "Pause bis 3. Juni!" → "pause bis 3 juni". */
function normalise(line: string): string {
  return line
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const POLITE =
  /\b(please|pls|bitte|por favor|s il vous plait|s il te plait|svp|alstublieft|aub|graag|thanks|thank you|danke|gracias|merci|bedankt)\b/g;

const SKIP = [
  // English
  'skip',
  'skip (it|this|this one|this question|the question)',
  '((send|give) me )?(a |an )?(different|another|other|new|next) (question|one)',
  // German
  '(uberspringen|ueberspringen|skippen)',
  '(diese frage )?uberspringen',
  '(bitte )?(eine )?(andere|neue|nachste|naechste) frage',
  // Spanish
  '(saltar|saltala|saltar esta|saltar esta pregunta|pasar)',
  '(otra|una otra|nueva|una nueva|siguiente|la siguiente) pregunta',
  '(una )?pregunta (diferente|distinta|nueva|siguiente)',
  // French
  '(passer|passe|sauter)( cette question)?',
  '(une )?(autre|nouvelle) question',
  '(une )?question (differente|suivante)',
  // Dutch
  '(overslaan|sla over|deze overslaan|deze vraag overslaan)',
  '(een )?(andere|nieuwe|volgende) vraag',
];
const RESUME = [
  '(resume|unpause|restart|start again|continue|carry on)( (the )?questions| sending)?',
  '(fortsetzen|weitermachen|weiter|wieder starten|neu starten)( bitte)?',
  '(reanudar|continuar|seguir|volver a empezar)',
  '(reprendre|continuer|recommencer|redemarrer)',
  '(hervatten|doorgaan|verder|verder gaan|herstarten)',
];
const STOP = [
  '(stop|stopp|stoppen|unsubscribe)( (it|the questions|questions|sending|sending questions|all questions))?',
  '(no more questions|aufhoren|keine fragen mehr|schluss)',
  '(parar|detener|alto|no mas preguntas)',
  '(arreter|arrete|plus de questions)',
  '(geen vragen meer|ophouden)',
];

const PAUSE_WORD = '(pause|pausa|pauze|pausieren|pausar|pauzeer|pauzeren)';
const FOR = '(for|fur|fuer|durante|por|de|d|pendant|pour|voor|van)';
const UNTIL = '(until|till|til|to|bis|bis zum|bis zur|hasta|hasta el|jusqu au|jusqu a|jusqu en|jusque|tot|tot en met)';

// prettier-ignore
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, few: 3, couple: 2,
  ein: 1, eine: 1, einen: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
  elf: 11, zwolf: 12,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  once: 11, doce: 12,
  une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  een: 1, twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, negen: 9, tien: 10, twaalf: 12,
};

const UNITS: Array<{ days: number; words: string[] }> = [
  { days: 1, words: ['day', 'days', 'tag', 'tage', 'tagen', 'dia', 'dias', 'jour', 'jours', 'dag', 'dagen'] },
  {
    days: 7,
    words: ['week', 'weeks', 'woche', 'wochen', 'semana', 'semanas', 'semaine', 'semaines', 'weken'],
  },
  {
    days: 30,
    words: ['month', 'months', 'monat', 'monate', 'monaten', 'mes', 'meses', 'mois', 'maand', 'maanden'],
  },
];

const MONTHS: string[][] = [
  ['january', 'jan', 'januar', 'janner', 'enero', 'janvier', 'januari'],
  ['february', 'feb', 'februar', 'febrero', 'fevrier', 'februari'],
  ['march', 'mar', 'marz', 'maerz', 'marzo', 'mars', 'maart'],
  ['april', 'apr', 'abril', 'avril'],
  ['may', 'mai', 'mayo', 'mei'],
  ['june', 'jun', 'juni', 'junio', 'juin'],
  ['july', 'jul', 'juli', 'julio', 'juillet'],
  ['august', 'aug', 'agosto', 'aout', 'augustus'],
  ['september', 'sep', 'sept', 'septiembre', 'septembre'],
  ['october', 'oct', 'oktober', 'octubre', 'octobre'],
  ['november', 'nov', 'noviembre', 'novembre'],
  ['december', 'dec', 'dezember', 'diciembre', 'decembre'],
];

function monthOf(word: string): number | null {
  const index = MONTHS.findIndex((names) => names.includes(word));
  return index < 0 ? null : index;
}

const whole = (alternatives: string[]) => new RegExp(`^(${alternatives.join('|')})$`);
const SKIP_RE = whole(SKIP);
const RESUME_RE = whole(RESUME);
const STOP_RE = whole(STOP);
const PAUSE_RE = new RegExp(`^${PAUSE_WORD}( (questions|the questions|fragen|preguntas|vragen))?(?: (.*))?$`);

/** "4 weeks", "for two months", "10 dagen" → days; null when it is no duration. */
function durationDays(words: string): number | null {
  const m = new RegExp(`^(?:${FOR} )?(?:(\\d{1,3}|[a-z]+) )?([a-z]+)$`).exec(words);
  if (!m) return null;
  const [, , count, unitWord] = m;
  const unit = UNITS.find((u) => u.words.includes(unitWord));
  if (!unit) return null;
  const n = count === undefined ? 1 : /^\d+$/.test(count) ? Number(count) : NUMBER_WORDS[count];
  return n && n > 0 ? n * unit.days : null;
}

/** "june", "3 june", "june 3rd", "the 3rd of june", "3 de junio", "1er juin" → the next such day after `now` (UTC). */
function untilDate(words: string, now: Date): Date | null {
  const tokens = words
    .split(' ')
    .filter(
      (t) => !['the', 'of', 'de', 'del', 'le', 'el', 'den', 'der', 'am', 'en', 'zum', 'zur', 'au', 'a'].includes(t),
    );
  let day: number | null = null;
  let month: number | null = null;
  for (const token of tokens) {
    const asMonth = monthOf(token);
    const asDay = /^(\d{1,2})(st|nd|rd|th|er|e|ste|de|o)?$/.exec(token);
    if (asMonth !== null && month === null) month = asMonth;
    else if (asDay && day === null) day = Number(asDay[1]);
    else return null;
  }
  if (month === null) return null;
  const d = day ?? 1;
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const date: Date = new Date(Date.UTC(year, month, d));
    if (date.getUTCMonth() !== month) return null; // 31 June
    if (date.getTime() > now.getTime()) return date;
  }
  return null;
}

function pauseUntil(rest: string | undefined, now: Date): Date | null {
  const capped = (date: Date) => new Date(Math.min(date.getTime(), now.getTime() + MAX_PAUSE_DAYS * DAY_MS));
  if (!rest) return capped(new Date(now.getTime() + DEFAULT_PAUSE_DAYS * DAY_MS));
  const days = durationDays(rest);
  if (days !== null) return capped(new Date(now.getTime() + days * DAY_MS));
  const m = new RegExp(`^${UNTIL} (.+)$`).exec(rest);
  const date = m ? untilDate(m[m.length - 1], now) : null;
  return date ? capped(date) : null;
}

/** The command one line says, or null. */
export function commandOfLine(line: string, now: Date): ReplyCommand | null {
  const words = normalise(line).replace(POLITE, ' ').replace(/\s+/g, ' ').trim();
  if (!words) return null;
  if (SKIP_RE.test(words)) return { kind: 'skip' };
  if (RESUME_RE.test(words)) return { kind: 'resume' };
  if (STOP_RE.test(words)) return { kind: 'stop' };
  const pause = PAUSE_RE.exec(words);
  if (pause) {
    const until = pauseUntil(pause[pause.length - 1], now);
    return until ? { kind: 'pause', until } : null;
  }
  return null;
}

const GREETING =
  /^(hi|hello|hey|dear|good (morning|afternoon|evening)|hallo|liebe|lieber|liebes|guten (morgen|tag|abend)|moin|servus|hola|querida|querido|queridos|buenos dias|buenas tardes|bonjour|bonsoir|salut|coucou|cher|chere|hoi|beste|lieve|goedemorgen|goedemiddag|dag)\b/;
const SIGN_OFF =
  /^(thanks|thank you|many thanks|love|lots of love|all my love|best|regards|best wishes|kind regards|warm regards|cheers|hugs|x+|x+o+|(xo)+|danke|vielen dank|liebe grusse|lg|viele grusse|grusse|herzliche grusse|gracias|muchas gracias|saludos|besos|un abrazo|abrazos|cariños|carinos|merci|merci beaucoup|bisous|bises|amities|cordialement|bien a vous|bedankt|dank je|dank je wel|dank u|dank u wel|groetjes|groeten|liefs|hartelijke groeten|met vriendelijke groet)\b/;

function wordCount(line: string): number {
  return normalise(line).split(' ').filter(Boolean).length;
}

/** A short greeting line before the command: "Hi Anna,", "Hallo!", "Dear Tom". */
function isGreeting(line: string): boolean {
  return wordCount(line) <= 4 && GREETING.test(normalise(line));
}

/** A short sign-off after the command: "Thanks!", "Love, Mom", "Liebe Grüße". */
function isSignOff(line: string): boolean {
  return wordCount(line) <= 6 && SIGN_OFF.test(normalise(line));
}

/** A name under the command: "Mom", "Grandma Rose", "Oma" (letters only, at most three words, no sentence). */
function isName(line: string): boolean {
  const trimmed = line.trim().replace(/[,.!]+$/, '');
  return /^[\p{L}][\p{L}'’-]*( [\p{L}][\p{L}'’.-]*){0,2}$/u.test(trimmed) && wordCount(trimmed) <= 3;
}

/**
 * The command a reply's own words (quotes and signature already cut) give, or null when it is
 * a story (or empty). Exactly one line is the command; before it only greetings may stand,
 * after it only sign-offs and names.
 */
export function parseReplyCommand(text: string, now: Date): ReplyCommand | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (!lines.length || lines.length > 6) return null;
  for (let i = 0; i < lines.length; i++) {
    if (!lines.slice(0, i).every(isGreeting)) return null;
    const command = commandOfLine(lines[i], now);
    if (!command) continue;
    const after = lines.slice(i + 1);
    return after.every((l) => isSignOff(l) || isName(l)) && after.length <= 3 ? command : null;
  }
  return null;
}

/** How the owner's feed and the senior's confirmation name a date: "3 June", with the year when it is not this one. */
export function plainDate(date: Date, now: Date): string {
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(date);
  const year = date.getUTCFullYear() === now.getUTCFullYear() ? '' : ` ${date.getUTCFullYear()}`;
  return `${date.getUTCDate()} ${month}${year}`;
}

/** The command in a word or two, for the inbound record and the CLI: "pause until 2026-06-03". */
export function describeCommand(command: ReplyCommand): string {
  return command.kind === 'pause' ? `pause until ${command.until.toISOString().slice(0, 10)}` : command.kind;
}
