// The words that mark where the sender's new text ends and the mail they answered begins, in
// the wordings mail clients use in the languages our seniors write in. Matched case-insensitively.

export const alt = (words: readonly string[]): string =>
  words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** Verbs that are as common in a story ("we sent:") as in a quote header: an address must come with them. */
export const SENT = ['sent', 'writes'];

/** "X wrote:" verbs; "(a)" forms cover Slavic clients that do not know the sender's gender. */
export const WROTE = [
  'wrote',
  'schrieb',
  'geschrieben',
  'a écrit',
  'escribió',
  'escribio',
  'ha scritto',
  'scrisse',
  'schreef',
  'het volgende geschreven',
  'escreveu',
  'skrev',
  'kirjoitti',
  'napisał(a)',
  'napisała',
  'napisał',
  'napsal(a)',
  'napsala',
  'napsal',
  'написал(а)',
  'написала',
  'написал',
  'написав(ла)',
  'написала',
  'написав',
  'пише',
  'írta',
  'a scris',
  'έγραψε',
  'كتب',
  'đã viết',
  'yazdı',
  '写道',
  '寫道',
  'のメッセージ',
  'wrote the following',
  'napisana przez',
  'napisana',
  'ha escrito',
  'scrive',
  'schreibt',
  'schrijft',
  'skriver',
  'pisze',
  'píše',
  'пишет',
  'γράφει',
  'كتبت',
];

// Bidirectional marks (Arabic and Hebrew clients wrap the line in them) and combining marks
// such as Arabic vowel signs, which clients add to some words and not to others.
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C\uFEFF]|\p{Mn}/gu;

/** The line as the patterns see it: composed, without invisible and combining marks. */
export function matchable(line: string): string {
  return line.normalize('NFC').replace(INVISIBLE, '');
}

export function isQuoteLine(line: string): boolean {
  return /^\s*(?:[A-Z]{1,3})?>/u.test(line);
}

const ORIGINAL_MESSAGE = [
  'original message',
  'original e-mail',
  'reply message',
  'antwort nachricht',
  'oprindelig besked',
  'opprinnelig melding',
  'originalt meddelande',
  'ursprüngliche nachricht',
  'originalnachricht',
  "message d'origine",
  'message original',
  'mensaje original',
  'messaggio originale',
  'oorspronkelijk bericht',
  'origineel bericht',
  'mensagem original',
  'ursprungligt meddelande',
  'originalmeddelande',
  'oprindelig meddelelse',
  'opprinnelig melding',
  'alkuperäinen viesti',
  'oryginalna wiadomość',
  'wiadomość oryginalna',
  'исходное сообщение',
  'оригінальне повідомлення',
  'původní zpráva',
  'pôvodná správa',
  'eredeti üzenet',
  'mesaj original',
  'mesajul original',
  'αρχικό μήνυμα',
  'الرسالة الأصلية',
  '元のメッセージ',
  '原始邮件',
  '原始郵件',
  'orijinal mesaj',
  // From here on: forwarded mail (see isForwardDelimiter).
  'forwarded message',
  'weitergeleitete nachricht',
  'message transféré',
  'mensaje reenviado',
  'messaggio inoltrato',
  'doorgestuurd bericht',
  'mensagem encaminhada',
  'mensagem reencaminhada',
  'vidarebefordrat meddelande',
  'videresendt meddelelse',
  'videresendt melding',
  'välitetty viesti',
  'przekazana wiadomość',
  'пересылаемое сообщение',
  'пересланное сообщение',
  'переслане повідомлення',
  'přeposlaná zpráva',
  'továbbított üzenet',
  'mesaj redirecționat',
  'προωθημένο μήνυμα',
  '転送されたメッセージ',
  '转发的邮件',
];

const BEGIN_FORWARDED = [
  'begin forwarded message',
  'anfang der weitergeleiteten nachricht',
  'début du message réexpédié',
  'début du message transféré',
  'inicio del mensaje reenviado',
  'comienzo del mensaje reenviado',
  'inizio messaggio inoltrato',
  'begin doorgestuurd bericht',
  'início da mensagem reencaminhada',
  'início da mensagem encaminhada',
  'vidarebefordrat mejl',
  'början på vidarebefordrat meddelande',
  'videresendt besked',
  'start på videresendt melding',
  'początek przekazywanej wiadomości',
  'начало переадресованного сообщения',
  'začátek přeposlané zprávy',
  'továbbított levél kezdete',
  'începutul mesajului redirecționat',
];

const DELIMITER = new RegExp(`^\\s*[-_=*<>]{2,}\\s*(?:${alt(ORIGINAL_MESSAGE)})\\s*[-_=*<>]{2,}\\s*$`, 'iu');
const BEGIN = new RegExp(`^\\s*(?:${alt(BEGIN_FORWARDED)})\\s*[:：]?\\s*$`, 'iu');

const FORWARDED = ORIGINAL_MESSAGE.slice(ORIGINAL_MESSAGE.indexOf('forwarded message'));
const FORWARD_DELIMITER = new RegExp(`^\\s*[-_=*<>]{2,}\\s*(?:${alt(FORWARDED)})\\s*[-_=*<>]{2,}\\s*$`, 'iu');

/** "---------- Forwarded message ---------", "Begin forwarded message:": a forward, not a reply's history. */
export function isForwardDelimiter(line: string): boolean {
  return FORWARD_DELIMITER.test(line) || BEGIN.test(line);
}

/** "-----Original Message-----", "---------- Forwarded message ---------", "Begin forwarded message:". */
export function isHistoryDelimiter(line: string): boolean {
  return DELIMITER.test(line) || BEGIN.test(line);
}
