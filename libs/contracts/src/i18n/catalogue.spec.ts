import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES } from './catalogues';
import { LANGUAGES } from './languages';

/**
 * The catalogue holds: every language has every key, every message parses as ICU, each language
 * names the same placeholders as English, and every key is used somewhere in apps/ or libs/.
 */
const english = CATALOGUES.en;
const keys = Object.keys(english);

/**
 * Keys the sources build from a value instead of writing them out, each with why. A key listed
 * here is not searched for.
 */
const BUILT_KEYS: Record<string, string> = {};

type Element = ReturnType<IntlMessageFormat['getAst']>[number];
/** ICU's element types: 0 is plain text and 7 is a plural's "#"; every other names a value. */
const LITERAL = 0;
const POUND = 7;

function placeholders(elements: Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === LITERAL || element.type === POUND) continue;
    into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) placeholders(option.value, into);
    if ('children' in element) placeholders(element.children, into);
  }
  return into;
}

const parse = (message: string, language: string) => new IntlMessageFormat(message, language).getAst();

const root = resolve(__dirname, '../../../..');
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (
      /\.(ts|tsx)$/.test(name) &&
      !/\.(spec|int-spec|e2e-spec)\.tsx?$/.test(name) &&
      !path.includes('/i18n/catalogues/')
    )
      out.push(path);
  }
  return out;
}

describe('the message catalogue', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key English has, and no other', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(CATALOGUES[language][key as keyof typeof english]).toBeTruthy();
  });

  it.each(LANGUAGES)('every %s message parses as ICU and names the placeholders English names', (language) => {
    const problems: string[] = [];
    for (const key of keys) {
      const message = CATALOGUES[language][key as keyof typeof english];
      try {
        const own = [...placeholders(parse(message, language))].sort();
        const en = [...placeholders(parse(english[key as keyof typeof english], 'en'))].sort();
        if (own.join() !== en.join()) problems.push(`${key}: {${own.join(', ')}} where English has {${en.join(', ')}}`);
      } catch (error) {
        problems.push(`${key}: ${String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no key that nothing uses', () => {
    const text = [...sources(join(root, 'apps')), ...sources(join(root, 'libs'))]
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = keys.filter((key) => !(key in BUILT_KEYS) && !text.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});
