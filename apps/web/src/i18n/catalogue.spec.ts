import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '@storyvault/contracts';
import { WEB_CATALOGUES } from './messages';

const english = WEB_CATALOGUES.en as Record<string, string>;
const keys = Object.keys(english);

/** The names a message is given (arguments, plurals, tags): a translation must keep every one. */
function names(message: string, language: string): string[] {
  const found = new Set<string>();
  type Node = { type: number; value?: unknown; options?: Record<string, { value: Node[] }>; children?: Node[] };
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      // 0 is literal text and 7 the plural's "#": they carry no name.
      if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') found.add(node.value);
      if (node.options) Object.values(node.options).forEach((option) => walk(option.value));
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, language).getAst() as Node[]);
  return [...found].sort();
}

/** Every source file of the app but the catalogue itself and the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(join('i18n', 'messages')) ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the web catalogue', () => {
  it('has every English key in German, and no other', () => {
    expect(Object.keys(WEB_CATALOGUES.de).sort()).toEqual([...keys].sort());
  });

  it('has in each other language only keys English declares (the rest are said in English)', () => {
    for (const language of LANGUAGES) {
      const extra = Object.keys(WEB_CATALOGUES[language]).filter((key) => !(key in english));
      expect({ language, extra }).toEqual({ language, extra: [] });
    }
  });

  it('keeps in every translation the names English gives its message', () => {
    for (const language of LANGUAGES) {
      for (const [key, message] of Object.entries(WEB_CATALOGUES[language]) as [string, string][]) {
        expect({ key, language, names: names(message, language) }).toEqual({
          key,
          language,
          names: names(english[key], 'en'),
        });
      }
    }
  });

  it('uses every key somewhere in the app, written whole', () => {
    const code = sources(join(__dirname, '..'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = keys.filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('names its keys by the dashboard area', () => {
    expect(keys.filter((key) => !key.startsWith('dashboard.'))).toEqual([]);
  });
});
