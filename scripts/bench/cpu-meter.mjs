// CPU time per program while a benchmark side runs, read from /proc (Linux): the measured Node
// process with its threads, PostgreSQL's server processes, Dovecot's imap processes, and the rest.
// Processes that start and end within the window are caught by sampling every 50 ms.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function sample() {
  const seen = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return seen; // not Linux: nothing to report
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seen.set(pid, { comm, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  return seen;
}

/** Starts measuring; `stop()` answers CPU seconds by program: `{ node, postgres, imap, ... }`. */
export function startCpuMeter() {
  const first = sample();
  const last = new Map(first);
  const timer = setInterval(() => {
    for (const [pid, s] of sample()) last.set(pid, s);
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      for (const [pid, s] of sample()) last.set(pid, s);
      const seconds = {};
      for (const [pid, s] of last) {
        const spent = (s.ticks - (first.get(pid)?.ticks ?? 0)) / TICKS_PER_SECOND;
        const name = pid === String(process.pid) ? 'this process' : s.comm;
        if (spent > 0) seconds[name] = (seconds[name] ?? 0) + spent;
      }
      return seconds;
    },
  };
}
