// Build step: measures what only /dashboard downloads, gzipped, prints it against its target
// and fails the build above it. Vite's table lists chunks one at a time, and its size warning
// counts uncompressed bytes; this is what a visitor to the dashboard actually downloads.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** kB of 1000 bytes, as Vite's own build table counts them. */
export const DASHBOARD_GZIP_BUDGET_KB = 400;
/** The module the router lazy-loads at /dashboard (src/pages/lazyPages.ts). */
export const DASHBOARD_ENTRY = 'src/dashboard/DashboardPage.tsx';

/** The part of a built chunk this step reads (Rolldown's OutputChunk has these fields). */
export interface BuiltChunk {
  fileName: string;
  code: string;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

export interface DashboardBudgetReport {
  files: string[];
  gzipBytes: number;
  withinBudget: boolean;
  line: string;
}

const normalize = (path: string) => path.replace(/\\/g, '/');

/** Every chunk reachable from `start` by static and lazy imports, never entering `avoid`. */
function reachable(start: BuiltChunk[], byName: Map<string, BuiltChunk>, avoid?: BuiltChunk): Set<BuiltChunk> {
  const seen = new Set<BuiltChunk>();
  const pending = [...start];
  while (pending.length) {
    const chunk = pending.pop()!;
    if (chunk === avoid || seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = byName.get(name);
      if (next) pending.push(next);
    }
  }
  return seen;
}

/**
 * The chunks only /dashboard brings: the dashboard's own chunk and all it imports (statically,
 * or lazily from within the dashboard), less every chunk the app's entry can reach without
 * going through the dashboard. Those shared chunks (React, the router, the API client) are
 * loaded by the light pages too and are counted with them.
 */
export function dashboardOnlyChunks(chunks: BuiltChunk[], entry: string = DASHBOARD_ENTRY): BuiltChunk[] {
  const dashboard = chunks.find((chunk) => normalize(chunk.facadeModuleId ?? '').endsWith(`/${entry}`));
  if (!dashboard) throw new Error(`dashboard chunk: no chunk is built from ${entry}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const elsewhere = reachable(
    chunks.filter((chunk) => chunk.isEntry),
    byName,
    dashboard,
  );
  return [...reachable([dashboard], byName)].filter((chunk) => !elsewhere.has(chunk));
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Gzips each chunk on its own (as a server sends them) at zlib's default level, and adds up the sizes. */
export function dashboardBudgetReport(
  chunks: BuiltChunk[],
  budgetKb: number = DASHBOARD_GZIP_BUDGET_KB,
  entry: string = DASHBOARD_ENTRY,
): DashboardBudgetReport {
  const mine = dashboardOnlyChunks(chunks, entry);
  const gzipBytes = mine.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
  return {
    files: mine.map((chunk) => chunk.fileName).sort(),
    gzipBytes,
    withinBudget: gzipBytes <= Math.round(budgetKb * 1000),
    line: `dashboard chunk: ${kB(gzipBytes)} kB gzip (target <= ${budgetKb} kB)`,
  };
}

/** The Vite plugin: client builds only (the prerender step's SSR build has no dashboard). */
export function dashboardChunkBudget(budgetKb: number = DASHBOARD_GZIP_BUDGET_KB): Plugin {
  let report: DashboardBudgetReport | undefined;
  return {
    name: 'storyvault:dashboard-chunk-budget',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(_options, bundle) {
      report = dashboardBudgetReport(
        Object.values(bundle).filter((output) => output.type === 'chunk'),
        budgetKb,
      );
    },
    // Said last, below Vite's table of chunks.
    closeBundle() {
      if (!report) return;
      console.log(`${report.line}\n  ${report.files.join(', ')}`);
      if (!report.withinBudget) {
        this.error(`${report.line}: over target by ${kB(report.gzipBytes - Math.round(budgetKb * 1000))} kB`);
      }
    },
  };
}
