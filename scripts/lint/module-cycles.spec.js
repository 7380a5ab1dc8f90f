/* global describe, it, expect, beforeAll, afterAll */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findCycle, importedSpecifiers, moduleGraph } = require('./module-cycles.cjs');

const graphOf = (edges) => new Map(Object.entries(edges));

describe('findCycle', () => {
  it('finds none in a graph whose modules depend one way only', () => {
    expect(
      findCycle(graphOf({ answers: ['stories', 'delivery'], delivery: ['family'], family: ['stories'], stories: [] })),
    ).toBe(undefined);
  });

  it('finds a cycle through several modules, named from its first module round to it again', () => {
    expect(findCycle(graphOf({ delivery: ['family'], family: ['stories'], stories: ['delivery'], vault: [] }))).toEqual(
      ['delivery', 'family', 'stories', 'delivery'],
    );
  });

  it('finds a cycle reached only through a module outside it', () => {
    expect(findCycle(graphOf({ account: ['billing'], billing: ['gifts'], gifts: ['billing'] }))).toEqual([
      'billing',
      'gifts',
      'billing',
    ]);
  });

  it('finds a module that depends on itself', () => {
    expect(findCycle(graphOf({ auth: ['auth'] }))).toEqual(['auth', 'auth']);
  });
});

describe('importedSpecifiers', () => {
  it('reads static, type-only and dynamic imports, re-exports and require calls', () => {
    const source = [
      "import { A } from '../a/a.public';",
      "import type { B } from '../b/b.public';",
      "import {\n  C,\n  D,\n} from '../c/c.module';",
      "export { E } from '../e/e.public';",
      "import '../f/side-effect';",
      "const g = await import('../g/g.public');",
      "const h = require('../h/h.public');",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(
      expect.arrayContaining([
        '../a/a.public',
        '../b/b.public',
        '../c/c.module',
        '../e/e.public',
        '../f/side-effect',
        '../g/g.public',
        '../h/h.public',
      ]),
    );
  });
});

describe('moduleGraph', () => {
  let dir;
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
    write('stories/stories.public.ts', "export { X } from './application/x';\n");
    write('stories/application/x.ts', "import { Q } from '../../question/question.public';\n");
    write('answers/answers.module.ts', "import { StoriesModule } from '../stories/stories.module';\n");
    write('question/question.public.ts', 'export const Q = 1;\n');
    // A test may borrow another module's parts; it makes no dependency.
    write('question/question.spec.ts', "import { X } from '../stories/stories.public';\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("has an edge for any file's import of another module, a <name>.module.ts too, and none for tests", () => {
    const graph = moduleGraph(dir);
    expect([...graph.get('answers').keys()]).toEqual(['stories']);
    expect([...graph.get('stories').keys()]).toEqual(['question']);
    expect([...graph.get('question').keys()]).toEqual([]);
    expect(graph.get('answers').get('stories')).toBe(
      `${path.join('answers', 'answers.module.ts')} imports '../stories/stories.module'`,
    );
  });

  it('has the edge that closes a cycle when a non-test file makes it', () => {
    write('question/question.service.ts', "import { X } from '../stories/stories.public';\n");
    const graph = moduleGraph(dir);
    expect(findCycle(new Map([...graph].map(([name, edges]) => [name, [...edges.keys()]])))).toEqual([
      'stories',
      'question',
      'stories',
    ]);
  });
});
