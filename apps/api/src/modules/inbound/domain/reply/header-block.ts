// Outlook and most webmails put the answered mail under a block of its headers
// ("From: … Sent: … To: … Subject: …"), localised by the client, with no '>' quoting at all.

const FROM = [
  'from',
  'von',
  'de',
  'da',
  'van',
  'från',
  'fra',
  'lähettäjä',
  'od',
  'от',
  'від',
  'feladó',
  'de la',
  'από',
  'من',
  '差出人',
  '发件人',
  '寄件者',
  '發件人',
  'kimden',
  'từ',
  'afzender',
  'expéditeur',
  'remitente',
  'mittente',
  'nadawca',
  'afsender',
  'avsändare',
  'avsender',
  'absender',
  'odesílatel',
  'отправитель',
];
const DATE = [
  'sent',
  'date',
  'gesendet',
  'datum',
  'envoyé',
  'envoyé le',
  'enviado',
  'enviada',
  'fecha',
  'inviato',
  'data',
  'verzonden',
  'verstuurd',
  'skickat',
  'sendt',
  'dato',
  'lähetetty',
  'päivämäärä',
  'wysłano',
  'wysłane',
  'отправлено',
  'дата',
  'надіслано',
  'odesláno',
  'elküldve',
  'küldve',
  'dátum',
  'trimis',
  'στάλθηκε',
  'ημερομηνία',
  'أرسلت',
  'التاريخ',
  '送信日時',
  '日付',
  '发送时间',
  '日期',
  '寄件日期',
  'gönderildi',
  'tarih',
  'message du',
  "date d'envoi",
  'data wysłania',
  'verzonden op',
];
const TO = [
  'to',
  'an',
  'à',
  'a',
  'para',
  'aan',
  'till',
  'til',
  'vastaanottaja',
  'do',
  'кому',
  'komu',
  'címzett',
  'către',
  'προς',
  'إلى',
  '宛先',
  '收件人',
  '收件者',
  'kime',
  'cc',
  'kopie',
  'kopia',
  'копия',
  'adresat',
  'odbiorca',
  'copie à',
  'destinataire',
  'destinatario',
  'empfänger',
  'mottagare',
  'modtager',
  'mottaker',
  'получатель',
];
const SUBJECT = [
  'subject',
  'betreff',
  'objet',
  'asunto',
  'oggetto',
  'onderwerp',
  'assunto',
  'ämne',
  'emne',
  'aihe',
  'temat',
  'тема',
  'předmět',
  'tárgy',
  'subiect',
  'θέμα',
  'الموضوع',
  '件名',
  '主题',
  '主旨',
  'konu',
  'sujet',
];

type Field = 'from' | 'date' | 'to' | 'subject';
const FIELDS: ReadonlyArray<readonly [Field, readonly string[]]> = [
  ['from', FROM],
  ['date', DATE],
  ['to', TO],
  ['subject', SUBJECT],
];

// Webmails convert bold labels to "*From:*"; the value may sit on the same line or be empty.
const HEADER_LINE = /^\s*[*_]{0,2}([\p{L} ']{1,30}?)[*_]{0,2}\s*[:：]/u;
// Some clients flatten the whole block into one line ("Temat: … Nadawca: … Adresat:").
const INNER_LABEL = /(?<=[\s\p{Nd}"])([\p{L}']{2,20})\s?[:：]/gu;

function fieldNamed(name: string): Field | null {
  const key = name.trim().toLowerCase();
  for (const [field, names] of FIELDS) if (names.includes(key)) return field;
  return null;
}

function fieldOf(line: string): Field | null {
  const m = HEADER_LINE.exec(line);
  return m ? fieldNamed(m[1]) : null;
}

function fieldsIn(line: string): Field[] {
  const first = fieldOf(line);
  if (!first) return [];
  const fields = [first];
  for (const m of line.matchAll(INNER_LABEL)) {
    const field = fieldNamed(m[1]);
    if (field) fields.push(field);
  }
  return fields;
}

const LOOKAHEAD = 8;

/**
 * Whether a header block starts at line i: a header line, with a "from" field and a date or a
 * subject among the next few lines (wrapped values and blank lines may sit in between). A block
 * may also open with the date, when that carries a time of day.
 */
export function isHeaderBlockStart(lines: readonly string[], i: number): boolean {
  const first = fieldOf(lines[i]);
  if (!first) return false;
  const seen = new Set<Field>();
  for (let j = i; j < Math.min(lines.length, i + LOOKAHEAD); j++) fieldsIn(lines[j]).forEach((f) => seen.add(f));
  // "From: Grandma / To: Emma" can open a letter; a date or a subject makes it a mail header.
  if (seen.has('from') && (seen.has('date') || seen.has('subject'))) return true;
  return first === 'date' && /\d{1,2}:\d{2}/u.test(lines[i]) && seen.size >= 2;
}

/** Rules the client draws above the header block ("________", "-----"). */
export function isSeparatorLine(line: string): boolean {
  return /^\s*(?:[-_=*~—–]\s*){3,}$/u.test(line);
}
