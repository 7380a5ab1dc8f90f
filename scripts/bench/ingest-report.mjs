// What `npm run bench:ingest` prints once its runs are done (scripts/bench/ingest.mjs): each run's
// ratios, their median (the figure), and for the median run where the product's time went, the
// SQL statements a reply costs and the CPU each side costs a reply.
import { cpus } from 'node:os';
import { fmt, middle, printSummary, statementRows, writeResult } from './bench-kit.mjs';

const TARGET_RATIO = 0.6;
const TARGET_DURABLE_RATIO = 0.8;

/**
 * `rounds`: each run's `product`, `baseline` and `durable` measurements, its `ratio` (to the
 * durable baseline), `bareRatio` and `raws`; `statements`: the product's, all runs.
 */
export function printReport({ rounds, statements, load, pg, replies, photoEvery, photoBytes }) {
  const ratio = middle(rounds.map((r) => r.ratio));
  const bareRatio = middle(rounds.map((r) => r.bareRatio));
  // The details are the median run's (by its ratio to the durable baseline).
  const run = rounds.find((r) => r.ratio === ratio);
  const { product, baseline, durable, raws } = run;
  const perReply = (ms) => `${fmt(ms / replies, 2)} ms`;
  const inside = (bucket) => {
    const s = product.spent[bucket] ?? { ms: 0, calls: 0 };
    return [perReply(s.ms), fmt(s.calls / replies, 2)];
  };
  const photos = photoEvery > 0 ? Math.floor(replies / photoEvery) : 0;
  const avgKb = raws.reduce((sum, r) => sum + r.length, 0) / raws.length / 1024;
  const outcomes = Object.entries(product.summary)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const rates = (side) => rounds.map((r) => fmt(r[side].rate, 0)).join(', ');
  const mark = (ok) => (ok ? 'met' : 'MISSED');

  console.log(
    `\nIngest benchmark: ${rounds.length} runs of ${fmt(replies, 0)} replies (${fmt(photos, 0)} with a ` +
      `${photoBytes / 1024} KB photo, ${fmt(avgKb)} KB on average), the three sides in turns in each, ` +
      `${cpus().length} CPUs (load average ${load.toFixed(1)}), PostgreSQL ${pg.label}, Dovecot on 127.0.0.1\n`,
  );
  printSummary([
    ['measure', 'result', 'target', ''],
    [
      '(a) product: PollMailbox -> stories',
      `${fmt(product.rate)} replies/s (${fmt(product.made, 0)} stories in ${fmt(product.seconds)} s); runs ${rates('product')}`,
      '',
      '',
    ],
    ['    outcomes / photos kept', `${outcomes}; ${product.photos} photos`, `${replies} story`, ''],
    [
      '(b) baseline: imapflow fetch + simpleParser',
      `${fmt(baseline.rate)} replies/s (${fmt(baseline.parsed, 0)} in ${fmt(baseline.seconds)} s); runs ${rates('baseline')}`,
      '',
      '',
    ],
    [
      '(c) durable baseline: (b) + INSERT of the raw message, a transaction each',
      `${fmt(durable.rate)} replies/s (${fmt(durable.parsed, 0)} in ${fmt(durable.seconds)} s); runs ${rates('durable')}`,
      '',
      '',
    ],
    ...rounds.map((r, i) => [
      `    run ${i + 1}: (a) / (c); (a) / (b)`,
      `${fmt(r.ratio, 3)}; ${fmt(r.bareRatio, 3)}`,
      '',
      '',
    ]),
    [
      `ratio product / durable baseline (c), median of ${rounds.length} runs`,
      fmt(ratio, 3),
      `>= ${TARGET_DURABLE_RATIO}`,
      mark(ratio >= TARGET_DURABLE_RATIO),
    ],
    [
      `ratio product / bare baseline (b), median of ${rounds.length} runs`,
      fmt(bareRatio, 3),
      `>= ${TARGET_RATIO}`,
      mark(bareRatio >= TARGET_RATIO),
    ],
  ]);
  console.log(
    `\nSQL statements of (a) per reply, all ${rounds.length} runs, as PostgreSQL counted them; the most costly in total time first:`,
  );
  printSummary([['statement', 'text', '', ''], ...statementRows(statements, replies * rounds.length, 'reply')]);
  console.log(
    `\nWhere (a) spends its ${perReply(product.ms)} per reply in the median run. Two chunks are in flight (one written\n` +
      'while the next is read) and a chunk is parsed together, so the times inside each part overlap and add up to more.',
  );
  printSummary([
    ['part', 'time inside, per reply', 'calls per reply'],
    ['IMAP (open, search, fetch)', ...inside('imap')],
    ['mailparser (MessageParser.parse)', ...inside('parse')],
    ['PostgreSQL (waiting on statements)', ...inside('sql')],
    ['    of which commits', '', fmt(product.spent.commits.calls / replies, 2)],
    ['media files (ObjectStore.put)', ...inside('media')],
    ['event loop busy: (a) / (b)', `${fmt(product.busy * 100, 0)} % / ${fmt(baseline.busy * 100, 0)} %`, ''],
    ['for comparison: all of (b)', perReply(baseline.seconds * 1000), ''],
  ]);
  // What each side costs the machine, whatever it overlaps: with every CPU busy all the time, a
  // side could go no faster than its CPU time per reply divided by the number of CPUs.
  const cpuRow = (side) => {
    const s = side.cpuSeconds;
    const total = Object.values(s).reduce((a, b) => a + b, 0);
    const parts = ['this process', 'postgres', 'imap']
      .filter((k) => s[k])
      .map((k) => `${k === 'imap' ? 'Dovecot' : k === 'postgres' ? 'PostgreSQL' : 'Node'} ${perReply(s[k] * 1000)}`);
    return { total, text: `${perReply(total * 1000)} (${parts.join(', ')})` };
  };
  const cpuA = cpuRow(product);
  const cpuB = cpuRow(baseline);
  const cpuC = cpuRow(durable);
  // With every CPU busy all the time: CPUs divided by the CPU seconds a reply.
  const ceiling = (cpus().length * replies) / cpuA.total;
  console.log(
    `\nCPU time per reply in the median run, this benchmark's own processes (${cpus().length} CPUs, maybe shared):`,
  );
  printSummary([
    ['side', 'CPU per reply'],
    ['(a) product', cpuA.text],
    ['(b) baseline', cpuB.text],
    ['(c) durable baseline', cpuC.text],
    [
      'when CPU is what runs out',
      `a ratio of at most ${fmt(cpuB.total / cpuA.total, 3)} to (b) and ${fmt(cpuC.total / cpuA.total, 3)} to (c); ` +
        `(c) itself ${fmt(cpuB.total / cpuC.total, 3)} to (b)`,
    ],
    [
      `all ${cpus().length} CPUs busy`,
      `(a) could reach ${fmt(ceiling, 0)} replies/s at most: ${fmt(ceiling / durable.rate, 3)} of (c)'s rate in this run`,
    ],
  ]);
  const sqlPerReply = [...product.statements.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, 10)
    .map(([kind, t]) => `${kind} ${fmt(t.calls / replies, 2)}x ${fmt(t.ms / replies, 2)} ms`);
  console.log(
    `\nSQL per reply in the median run (statement, calls, time), slowest first:\n  ${sqlPerReply.join('\n  ')}`,
  );
  writeResult({
    ratio,
    bareRatio,
    statements: statements ? statements.calls / (replies * rounds.length) : null,
    cpuMs: (cpuA.total * 1000) / replies,
    baselineCpuMs: (cpuC.total * 1000) / replies,
  });
}
