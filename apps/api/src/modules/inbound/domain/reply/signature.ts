import { matchable } from './quote-markers';

// What a mail client or a signature adds under the sender's words. A personal sign-off
// ("Love, Mom", "Hugs,\nGrandma") is the sender's own and is never removed here.

/** RFC 3676 §4.3: "-- " on a line of its own (many clients lose the trailing space). */
export function isSignatureDelimiter(line: string): boolean {
  return /^-- ?$/u.test(line.trimEnd());
}

/** A rule of underscores opens a mailing-list footer or an Outlook signature the same way as "-- ". */
export function isFooterRule(line: string): boolean {
  return /^_{2,}$/u.test(line.trim());
}

const DEVICES = [
  'iphone',
  'ipad',
  'ipod',
  'android',
  'blackberry',
  'samsung',
  'galaxy',
  'huawei',
  'xiaomi',
  'pixel',
  'nokia',
  'motorola',
  'htc',
  'sony',
  'xperia',
  'oneplus',
  'lg',
  'mobile',
  'mobil',
  'mobiel',
  'móvil',
  'movil',
  'cellulare',
  'telefon',
  'telefoon',
  'teléfono',
  'telefono',
  'telemóvel',
  'celular',
  'smartphone',
  'phone',
  'tablet',
  'handy',
  'device',
  'appareil',
  'dispositivo',
  'apparaat',
  'enhet',
  'laite',
  'urządzenia',
  'устройства',
  'outlook',
  'mail',
  'gmail',
  'yahoo',
  'aol',
  'protonmail',
  'k-9',
  'windows',
  'ios',
  'mac',
  'cell',
  'typeapp',
  'airmail',
  'mailbox',
];

// "Sent from my …" and the clients' own translations of it. Each prefix is followed by the
// device or app name, which must show up within the first few words (see isDeviceLine).
const PREFIXES = [
  'sent from(?: my| a| an)?',
  'sent (?:via|with|using|by)(?: my| a| an)?',
  'sent on(?: my)?',
  'from my',
  '(?:get|obtenir|holen sie sich|obtener|scarica|baixe o|hent|download) outlook',
  'outlook (?:for|pour|für|para|per|voor|för|til)',
  'von meinem',
  'gesendet (?:von|mit)(?: meinem)?',
  'envoyé (?:de|depuis|avec|à partir de)(?: mon)?',
  'enviado (?:desde|con|do|de|a partir do)(?: mi| meu| o meu)?',
  'inviato (?:da|dal)(?: mio)?',
  'verzonden (?:vanaf|vanuit|met|van)(?: mijn)?',
  'verstuurd (?:vanaf|met|van)(?: mijn)?',
  'skickat från(?: min)?',
  'sendt fra(?: min)?',
  'lähetetty',
  'wysłane z(?: mojego)?',
  'отправлено с(?: моего)?',
  'надіслано з(?: мого)?',
  'odesláno z(?: mého)?',
  'odoslané z(?: môjho)?',
  'elküldve',
  'küldve',
  'trimis de pe',
  'εστάλη από(?: το)?',
  'أرسلت من(?: الـ)?',
  'تم الإرسال من',
  '发自我的',
  '从我的',
  '從我的',
  '发自',
];

// After a Chinese prefix the device name follows with no space ("发自我的iPhone").
const DEVICE_LINE = new RegExp(`^(?:${PREFIXES.join('|')})(?:\\s+|$|(?<=\\p{Script=Han}))(.*)$`, 'iu');
// Forms where the device comes first: "Von meinem iPhone gesendet", "iPhoneから送信", "iPhone-ról küldve".
const DEVICE_FIRST = [
  /^von meinem .{1,40} gesendet\.?$/iu,
  /^\S.{0,30}?から送信(?:しました)?$/u,
  /^(?:az )?\S.{0,30}?r[óő]l küldve$/iu,
];
// Whole-line app footers that carry no device word.
const FOOTERS = [/^diese nachricht wurde von meinem .{1,60} gesendet\.?$/iu];
// The wrapping of links and asides: "(sent from a phone)", "<<sent by galaxy>>",
// "Get [Outlook for Android](https://…)", "TypeApp<http://…>".
const NOISE = /<?https?:\/\/\S*?>|\(https?:\/\/\S*?\)|https?:\/\/\S+|[[\]()<>]/gu;

function hasDevice(words: readonly string[]): boolean {
  return words.slice(0, 4).some((w) =>
    DEVICES.some((d) =>
      w
        .toLowerCase()
        .replace(/[^\p{L}\d-]/gu, '')
        .includes(d),
    ),
  );
}

/**
 * "Sent from my iPhone", "Von meinem iPhone gesendet", "Envoyé de mon iPhone" …: a short line
 * that names a device or a mail app right after the phrase. "Sent from my desk, which …" is a
 * sentence and stays.
 */
export function isDeviceLine(line: string): boolean {
  if (line.length > 200) return false;
  const text = matchable(line).replace(NOISE, ' ').replace(/\s+/gu, ' ').trim();
  if (text === '' || text.length > 90) return false;
  if (FOOTERS.some((re) => re.test(text))) return true;
  const m = DEVICE_LINE.exec(text);
  if (m) {
    const rest = m[1].replace(/[.!]$/u, '');
    const words = rest.split(' ').filter(Boolean);
    if (words.length === 0) return /outlook$/iu.test(text);
    // "Sent from my Wiko RIDGE FAB 4G": a product name in capitals is a device too; "Sent from
    // my kitchen table" is not.
    const bareName =
      /^sent from my /iu.test(text) && words.length <= 5 && words.every((w) => /^[\p{Lu}\p{Nd}][^,;:!?]*$/u.test(w));
    // "From my iPhone" alone; "From my phone I called her" is a sentence.
    if (/^from my /iu.test(text)) return words.length <= 3 && hasDevice(words);
    return hasDevice(words) || bareName;
  }
  return DEVICE_FIRST.some((re) => re.test(text)) && hasDevice(text.split(' '));
}
