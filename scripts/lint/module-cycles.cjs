#!/usr/bin/env node
/**
 * Module dependencies stay acyclic (docs/decisions/0901-acyclic-modules.md): module X depends on
 * module Y when any file under apps/api/src/modules/X (tests aside) imports anything under
 * modules/Y (its public surface, its <name>.module.ts, anything). A cycle among modules fails
 * `npm run lint`, printed with the import that makes each of its steps.
 */
const fs = require('node:fs');
const path = require('node:path');

const MODULES_DIR = path.resolve(__dirname, '../../apps/api/src/modules');
/** The path alias of apps/api/src (tsconfig.spec.json), as tests and the CLI write it. */
const ALIAS = '@storyvault/api/';

/** Every module specifier a TypeScript file names: static and dynamic imports, re-exports, require. */
function importedSpecifiers(source) {
  const found = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** The module a specifier in `fromFile` lands in, or undefined when it is outside `modulesDir`. */
function moduleOf(modulesDir, fromFile, specifier) {
  let target;
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith(ALIAS)) target = path.resolve(modulesDir, '..', specifier.slice(ALIAS.length));
  else return undefined;
  const relative = path.relative(modulesDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative) || !relative) return undefined;
  return relative.split(path.sep)[0];
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    // Tests may borrow another module's parts as fixtures; what runs is what must stay acyclic.
    return /\.tsx?$/.test(entry.name) && !/\.(spec|int-spec|e2e-spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The module graph: for each module, the modules it imports, each with one file and specifier
 * that make the edge (to show where a cycle comes from).
 */
function moduleGraph(modulesDir = MODULES_DIR) {
  const graph = new Map();
  for (const entry of fs.readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const edges = new Map();
    graph.set(entry.name, edges);
    for (const file of filesUnder(path.join(modulesDir, entry.name))) {
      for (const specifier of importedSpecifiers(fs.readFileSync(file, 'utf8'))) {
        const target = moduleOf(modulesDir, file, specifier);
        if (target && target !== entry.name && !edges.has(target))
          edges.set(target, `${path.relative(modulesDir, file)} imports '${specifier}'`);
      }
    }
  }
  return graph;
}

/**
 * One cycle of a graph (Map of node to an iterable of the nodes it points at), as the nodes along
 * it with the first repeated at the end (['a', 'b', 'a']), or undefined when there is none.
 * Nodes are visited in sorted order, so the same graph always gives the same cycle.
 */
function findCycle(graph) {
  const state = new Map(); // undefined: unvisited, 1: on the current path, 2: done
  const pathStack = [];
  const targets = (node) => [...(graph.get(node) ?? [])].map((t) => (Array.isArray(t) ? t[0] : t)).sort();
  const visit = (node) => {
    state.set(node, 1);
    pathStack.push(node);
    for (const next of targets(node)) {
      if (state.get(next) === 1) return [...pathStack.slice(pathStack.indexOf(next)), next];
      if (state.get(next) === undefined) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    pathStack.pop();
    state.set(node, 2);
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.get(node) === undefined) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return undefined;
}

function main() {
  const graph = moduleGraph();
  const cycle = findCycle(new Map([...graph].map(([name, edges]) => [name, [...edges.keys()]])));
  if (!cycle) return 0;
  console.error(`Module cycle: ${cycle.join(' → ')}`);
  for (let i = 0; i < cycle.length - 1; i++)
    console.error(`  ${cycle[i]} → ${cycle[i + 1]}: ${graph.get(cycle[i]).get(cycle[i + 1])}`);
  console.error('Modules depend on each other one way only (docs/decisions/0901-acyclic-modules.md).');
  return 1;
}

module.exports = { findCycle, importedSpecifiers, moduleGraph };

if (require.main === module) process.exitCode = main();
