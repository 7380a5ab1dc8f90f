/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import {
  dashboardBudgetReport,
  dashboardChunkBudget,
  dashboardOnlyChunks,
  type BuiltChunk,
} from './dashboard-chunk-budget';

const chunk = (fileName: string, links: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  // Different, poorly compressible contents, so each chunk's gzip size is its own.
  code: `export const ${fileName.replace(/\W/g, '_')} = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => (i * 7919) % 997))};`,
  imports: [],
  dynamicImports: [],
  isEntry: false,
  facadeModuleId: null,
  ...links,
});

/**
 * The app's entry lazy-loads two pages. The dashboard shares React with everyone and a helper
 * with the landing page, brings MUI (which brings its own styling engine), and lazy-loads a
 * dialog of its own.
 */
const BUILD = [
  chunk('main.js', {
    isEntry: true,
    facadeModuleId: '/app/src/public-site/entry-client.ts',
    imports: ['react.js'],
    dynamicImports: ['Landing.js', 'Dashboard.js'],
  }),
  chunk('react.js'),
  chunk('Landing.js', { facadeModuleId: '/app/src/pages/Landing.tsx', imports: ['react.js', 'helper.js'] }),
  chunk('helper.js'),
  chunk('Dashboard.js', {
    facadeModuleId: '/app/src/dashboard/DashboardPage.tsx',
    imports: ['react.js', 'helper.js', 'mui.js'],
    dynamicImports: ['ExportDialog.js'],
  }),
  chunk('mui.js', { imports: ['emotion.js', 'react.js'] }),
  chunk('emotion.js'),
  chunk('ExportDialog.js', { facadeModuleId: '/app/src/dashboard/ExportDialog.tsx', imports: ['mui.js'] }),
];

const gzipped = (...names: string[]) =>
  names.reduce((sum, name) => sum + gzipSync(BUILD.find((c) => c.fileName === name)!.code).length, 0);

describe('the dashboard chunk budget', () => {
  it('counts what only /dashboard loads: its chunk and what it alone imports, statically or lazily', () => {
    expect(
      dashboardOnlyChunks(BUILD)
        .map((c) => c.fileName)
        .sort(),
    ).toEqual(['Dashboard.js', 'ExportDialog.js', 'emotion.js', 'mui.js']);
  });

  it('adds up the gzip size of each of those chunks and prints it against the target', () => {
    const report = dashboardBudgetReport(BUILD, 400);
    const bytes = gzipped('Dashboard.js', 'ExportDialog.js', 'emotion.js', 'mui.js');
    expect(report.gzipBytes).toBe(bytes);
    expect(report.files).toEqual(['Dashboard.js', 'ExportDialog.js', 'emotion.js', 'mui.js']);
    expect(report.line).toBe(`dashboard chunk: ${(bytes / 1000).toFixed(1)} kB gzip (target <= 400 kB)`);
    expect(report.withinBudget).toBe(true);
  });

  it('allows exactly the target and not one byte more', () => {
    const bytes = gzipped('Dashboard.js', 'ExportDialog.js', 'emotion.js', 'mui.js');
    expect(dashboardBudgetReport(BUILD, bytes / 1000).withinBudget).toBe(true);
    expect(dashboardBudgetReport(BUILD, (bytes - 1) / 1000).withinBudget).toBe(false);
  });

  it('fails when the dashboard is not among the chunks', () => {
    expect(() => dashboardOnlyChunks(BUILD.filter((c) => c.fileName !== 'Dashboard.js'))).toThrow(
      'dashboard chunk: no chunk is built from src/dashboard/DashboardPage.tsx',
    );
  });

  it('fails the build above the target, after saying the size', () => {
    const plugin = dashboardChunkBudget(0.1);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const bundle = Object.fromEntries(BUILD.map((c) => [c.fileName, { type: 'chunk', ...c }]));
    (plugin.writeBundle as (this: unknown, ...args: unknown[]) => void).call(context, {}, bundle);
    expect(() => (plugin.closeBundle as (this: unknown) => void).call(context)).toThrow(
      /^dashboard chunk: \d+\.\d kB gzip \(target <= 0\.1 kB\): over target by \d+\.\d kB$/,
    );
    expect(log.mock.calls[0][0]).toMatch(
      /^dashboard chunk: \d+\.\d kB gzip \(target <= 0\.1 kB\)\n {2}Dashboard\.js, /,
    );
    log.mockRestore();
  });

  it('leaves the prerender step (an SSR build) and the dev server alone', () => {
    const apply = dashboardChunkBudget().apply as Exclude<Plugin['apply'], string | undefined>;
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false);
  });
});
