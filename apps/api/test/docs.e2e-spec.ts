import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

// Every document a file cites is in the repository, and the decisions' index lists every decision.
const ROOT = join(__dirname, '..', '..', '..');
const DECISIONS = 'docs/decisions';
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|sh|ya?ml)$/;
// Data, not citations: the lock file names packages' own files, and the fixtures are mail and text as sent.
const NOT_CITING = [/^package-lock\.json$/, /(^|\/)fixtures\//];
// Documents that were never part of the repository; built here so that this file does not cite them.
const OUTSIDE = ['SPEC', 'STYLE', 'ARCHITECTURE'].map((name) => `${name}.md`);

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => TEXT.test(file) && !NOT_CITING.some((skip) => skip.test(file)))
    .filter((file) => existsSync(join(ROOT, file)));
}

interface Citation {
  file: string;
  line: number;
  cited: string;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The repository paths a file names: `docs/…`, `…/README.md`, `decisions/NNNN-….md`, and a Markdown file's own links. */
function citations(file: string, text: string): Array<Citation & { path: string }> {
  const found: Array<Citation & { path: string }> = [];
  const add = (index: number, cited: string, path: string) =>
    found.push({ file, line: lineOf(text, index), cited, path: posix.normalize(path) });
  for (const m of text.matchAll(/(?<![\w./@-])docs\/[\w./-]*\w/g)) add(m.index, m[0], m[0]);
  for (const m of text.matchAll(/(?<![\w./@-])([\w.-]+\/)+README\.md/g)) {
    const relative = posix.join(dirname(file), m[0]);
    add(m.index, m[0], existsSync(join(ROOT, relative)) ? relative : m[0]);
  }
  for (const m of text.matchAll(/(?<![\w./@-])decisions\/\d{4}-[\w.-]+\.md/g)) add(m.index, m[0], `docs/${m[0]}`);
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(/\]\(([^)\s#]+)(#[^)\s]*)?\)/g)) {
      if (/^([a-z]+:|\/)/i.test(m[1])) continue;
      add(m.index, m[1], posix.join(dirname(file), decodeURI(m[1])));
    }
  }
  return found;
}

describe('documents cited in the repository', () => {
  const files = trackedTextFiles();

  it('finds the files it checks', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', `${DECISIONS}/README.md`]));
  });

  it('cites no docs/ or README.md path that does not exist', () => {
    const missing = files.flatMap((file) =>
      citations(file, readFileSync(join(ROOT, file), 'utf8'))
        .filter(({ path }) => !existsSync(join(ROOT, path)))
        .map(({ file: f, line, cited }) => `${f}:${line} cites ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('cites no document from outside the repository', () => {
    const pattern = new RegExp(`\\b(${OUTSIDE.map((name) => name.replace('.', '\\.')).join('|')})\\b`, 'g');
    const outside = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return [...text.matchAll(pattern)].map((m) => `${file}:${lineOf(text, m.index)} cites ${m[0]}`);
    });
    expect(outside).toEqual([]);
  });
});

describe('the decisions', () => {
  const names = readdirSync(join(ROOT, DECISIONS)).filter((name) => name !== 'README.md');
  const index = readFileSync(join(ROOT, DECISIONS, 'README.md'), 'utf8');
  const listed = [...index.matchAll(/\]\((\d{4}-[^)\s]+\.md)\)/g)].map((m) => m[1]);

  it('are listed in docs/decisions/README.md, each once, and it lists no other', () => {
    expect({
      notListed: names.filter((name) => !listed.includes(name)),
      listedButMissing: listed.filter((name) => !names.includes(name)),
      listedTwice: listed.filter((name, i) => listed.indexOf(name) !== i),
    }).toEqual({ notListed: [], listedButMissing: [], listedTwice: [] });
  });

  it('are named NNNN-short-title.md, one file a number', () => {
    expect(names.filter((name) => !/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name))).toEqual([]);
    const numbers = names.map((name) => name.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('each have a Context, a Decision and Consequences', () => {
    const shapeless = names.filter((name) => {
      const text = readFileSync(join(ROOT, DECISIONS, name), 'utf8');
      return !['Context', 'Decision', 'Consequences'].every((section) =>
        new RegExp(`^## ${section}\\s*$`, 'm').test(text),
      );
    });
    expect(shapeless).toEqual([]);
  });
});

describe('the map of the code', () => {
  it('has a row in docs/architecture.md for every module in apps/api/src/modules', () => {
    const map = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const rows = new Set([...map.matchAll(/^\| ([\w-]+) \|/gm)].map((m) => m[1]));
    const modules = readdirSync(join(ROOT, 'apps/api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.filter((name) => !rows.has(name))).toEqual([]);
  });
});
