#!/usr/bin/env node
/**
 * Each module owns its tables (docs/architecture.md, "Tables"): only its own code names them in
 * SQL. Another module reads a view the owner publishes, or asks the owner's public port.
 *
 * Reads the owners' map (`table-owners.json`), then:
 * - every table the migrations create (temporary ones aside) is in exactly one owner's `tables`,
 *   every view they create in exactly one owner's `views`, and the map names nothing else;
 * - every `.ts` file of an owner's folders (specs aside) names in SQL only its own tables, and its
 *   own views or the views others publish; it never writes to another's view.
 *
 * SQL is found in string and template literals: a table after FROM, JOIN, INTO, UPDATE, USING,
 * TABLE, TRUNCATE or REFERENCES (keywords in capitals, as this codebase writes its SQL; the
 * tables of a comma-separated FROM list too), a literal that begins with a table and its alias
 * before a JOIN (a statement's FROM kept in a constant), a TypeORM `@Entity('name')` or
 * `@Entity({ name })`, a query builder's `.from('name')`-style argument, and a list of two or
 * more table names (a statement made from each in turn).
 *
 * Usage: node scripts/lint/table-owners.mjs [--owners FILE] [--migrations DIR] [--root DIR]
 * Prints `file:line: …` for each finding and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const HERE = dirname(fileURLToPath(import.meta.url));

function options(argv) {
  const opts = {
    root: resolve(HERE, '..', '..'),
    owners: join(HERE, 'table-owners.json'),
    migrations: 'apps/api/src/database/migrations',
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (!['--owners', '--migrations', '--root'].includes(flag) || value === undefined) {
      throw new Error(`usage: table-owners.mjs [--owners FILE] [--migrations DIR] [--root DIR] (not ${flag})`);
    }
    opts[flag.slice(2)] = resolve(value);
  }
  return opts;
}

const IDENT = String.raw`(?:public\.)?"?([a-z_][a-z0-9_]*)"?`;
/** A keyword (in capitals) followed by the table it names; `writes` are the keywords that change it. */
const NAMED = new RegExp(
  String.raw`\b(DELETE\s+FROM|FROM|JOIN|INTO|UPDATE|USING|TABLE|TRUNCATE|REFERENCES)\s+(?:ONLY\s+)?${IDENT}`,
  'g',
);
const WRITES = /^(DELETE\s+FROM|INTO|UPDATE|TRUNCATE)$/;
/** After a FROM item (`vaults v`, `users AS u`; an alias in small letters), another item of a comma-separated list. */
const NEXT_ITEM = new RegExp(String.raw`^(?:\s+(?:AS\s+)?[a-z_][a-z0-9_]*)?\s*,\s*${IDENT}`);
/** A literal that starts with a FROM item joined to another: `'vaults v JOIN vault_claims c ON …'`. */
const LEADING = new RegExp(
  String.raw`^\s*${IDENT}\s+(?:AS\s+)?[a-z_][a-z0-9_]*\s+(?:LEFT\s+|RIGHT\s+|INNER\s+|FULL\s+|CROSS\s+)?(?:OUTER\s+)?JOIN\b`,
);
const BUILDER_CALLS = new Set([
  'from',
  'into',
  'update',
  'delete',
  'innerJoin',
  'leftJoin',
  'innerJoinAndSelect',
  'leftJoinAndSelect',
]);

/** Table names an SQL text names, with their offsets and whether the text writes to them. */
export function tablesNamedIn(text) {
  const found = [];
  for (const m of text.matchAll(NAMED)) {
    const keyword = m[1].replace(/\s+/g, ' ');
    const end = m.index + m[0].length;
    if (text[end] === '(' || text[end] === '.') continue; // a function (unnest(…)) or a column
    found.push({ name: m[2], at: m.index + m[0].lastIndexOf(m[2]), writes: WRITES.test(keyword) });
    if (keyword !== 'FROM' && keyword !== 'USING') continue;
    let rest = end;
    for (let next = NEXT_ITEM.exec(text.slice(rest)); next; next = NEXT_ITEM.exec(text.slice(rest))) {
      const after = rest + next[0].length;
      if (text[after] === '(') break;
      found.push({ name: next[1], at: rest + next[0].lastIndexOf(next[1]), writes: false });
      rest = after;
    }
  }
  const leading = LEADING.exec(text);
  if (leading) found.push({ name: leading[1], at: text.indexOf(leading[1]), writes: false });
  return found;
}

/**
 * Every place a TypeScript source names a table: `{ name, offset, writes }`. `known` (the tables
 * of every owner) finds a list of table names (`['vault_questions', 'activities']`) a statement
 * is made from one at a time.
 */
export function tableMentions(source, fileName = 'file.ts', known = new Set()) {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const mentions = [];
  const literal = (node) =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
  const visit = (node) => {
    if (ts.isTemplateExpression(node)) {
      // The parts between substitutions, one at a time: a keyword before `${…}` names nothing known.
      const parts = [node.head, ...node.templateSpans.map((span) => span.literal)];
      for (const part of parts) {
        for (const t of tablesNamedIn(part.text)) mentions.push({ ...t, offset: part.getStart(sf) + 1 + t.at });
      }
    } else if (literal(node) !== undefined) {
      for (const t of tablesNamedIn(literal(node))) mentions.push({ ...t, offset: node.getStart(sf) + 1 + t.at });
    }
    if (ts.isArrayLiteralExpression(node) && node.elements.length > 1) {
      const names = node.elements.map((e) => literal(e));
      if (names.every((n) => known.has(n))) {
        node.elements.forEach((e, i) =>
          mentions.push({ name: names[i], offset: e.getStart(sf), writes: true, exact: true }),
        );
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const [first] = node.arguments;
      let table;
      if (name === 'Entity' && first) {
        if (literal(first) !== undefined) table = first;
        else if (ts.isObjectLiteralExpression(first)) {
          const prop = first.properties.find(
            (p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'name' && literal(p.initializer) !== undefined,
          );
          table = prop?.initializer;
        }
      } else if (BUILDER_CALLS.has(name) && first && literal(first) !== undefined) table = first;
      if (table && /^[a-z_][a-z0-9_]*$/.test(literal(table))) {
        mentions.push({ name: literal(table), offset: table.getStart(sf), writes: name !== 'from', exact: true });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return mentions.map((m) => ({ ...m, line: sf.getLineAndCharacterOfPosition(m.offset).line + 1 }));
}

/** Tables and views the migrations create, each with the file that creates it. */
export function migrationObjects(dir) {
  const tables = new Map();
  const views = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(
      /\bCREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)/gi,
    )) {
      tables.set(m[1], file);
    }
    for (const m of text.matchAll(
      /\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:MATERIALIZED\s+)?VIEW\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)/gi,
    )) {
      views.set(m[1], file);
    }
  }
  return { tables, views };
}

function sourceFiles(dir, skip) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (skip.some((s) => path === s || path.startsWith(s + sep))) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, skip);
    return entry.endsWith('.ts') && !/\.(spec|int-spec|e2e-spec)\.ts$/.test(entry) ? [path] : [];
  });
}

/** Every finding, as `file:line: message` lines (paths relative to `root`). */
export function check({ root, owners: ownersFile, migrations }) {
  const map = JSON.parse(readFileSync(ownersFile, 'utf8'));
  const problems = [];
  const tableOwner = new Map();
  const viewOwner = new Map();
  for (const [owner, spec] of Object.entries(map.owners)) {
    for (const [list, into] of [
      [spec.tables ?? [], tableOwner],
      [spec.views ?? [], viewOwner],
    ]) {
      for (const name of list) {
        const before = tableOwner.get(name) ?? viewOwner.get(name);
        if (before) problems.push(`${relative(root, ownersFile)}: ${name} is listed under both ${before} and ${owner}`);
        into.set(name, owner);
      }
    }
  }

  const migrationsDir = resolve(root, migrations);
  const made = migrationObjects(migrationsDir);
  for (const [kind, createdMap, ownerMap] of [
    ['table', made.tables, tableOwner],
    ['view', made.views, viewOwner],
  ]) {
    for (const [name, file] of createdMap) {
      if (!ownerMap.has(name)) {
        problems.push(
          `${relative(root, join(migrationsDir, file))}: ${kind} ${name} has no owner in ${relative(root, ownersFile)}`,
        );
      }
    }
    for (const [name, owner] of ownerMap) {
      if (!createdMap.has(name)) {
        problems.push(`${relative(root, ownersFile)}: ${owner}'s ${kind} ${name} is made by no migration`);
      }
    }
  }

  const modulesDir = resolve(root, map.modules);
  const ownerPaths = new Map(
    Object.entries(map.owners).map(([owner, spec]) => [
      owner,
      (spec.paths ?? [join(map.modules, owner)]).map((p) => resolve(root, p)),
    ]),
  );
  if (existsSync(modulesDir)) {
    for (const entry of readdirSync(modulesDir)) {
      if (statSync(join(modulesDir, entry)).isDirectory() && !ownerPaths.has(entry)) {
        problems.push(
          `${relative(root, ownersFile)}: module ${entry} has no entry (an empty "tables" list if it has none)`,
        );
      }
    }
  }

  // Most files name no table at all: only those with a table's name in them are parsed.
  const anyTable = new RegExp(`\\b(${[...tableOwner.keys(), ...viewOwner.keys()].join('|')})\\b`);
  const excused = new Map((map.exceptions ?? []).map((e) => [`${e.file} ${e.table}`, { ...e, used: false }]));
  for (const [owner, paths] of ownerPaths) {
    for (const file of paths.flatMap((p) => sourceFiles(p, [migrationsDir]))) {
      const rel = relative(root, file).split(sep).join('/');
      const source = readFileSync(file, 'utf8');
      if (!anyTable.test(source)) continue;
      for (const m of tableMentions(source, file, new Set(tableOwner.keys()))) {
        const tableOf = tableOwner.get(m.name);
        const viewOf = viewOwner.get(m.name);
        let why;
        if (tableOf && tableOf !== owner) {
          why = `names ${tableOf}'s table ${m.name} (read a view ${tableOf} publishes, or ask its port)`;
        } else if (viewOf && viewOf !== owner && m.writes) {
          why = `writes to ${viewOf}'s view ${m.name} (a view is for reading; ask ${viewOf}'s port)`;
        }
        if (!why) continue;
        const exception = excused.get(`${rel} ${m.name}`);
        if (exception) exception.used = true;
        else problems.push(`${rel}:${m.line}: ${owner} ${why}`);
      }
    }
  }
  for (const e of excused.values()) {
    if (!e.used)
      problems.push(`${relative(root, ownersFile)}: the exception for ${e.file} (${e.table}) is needed no more`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = check(options(process.argv.slice(2)));
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`table-owners: ${problems.length} finding(s); each module names only its own tables in SQL.`);
    process.exit(1);
  }
}
