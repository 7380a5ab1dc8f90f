// CPU time per program while a benchmark side runs, read from /proc (Linux): the measured Node
// process with its threads and the programs it started (its embedded PostgreSQL with every
// backend, Dovecot's imap processes, the SMTP sink), and nothing else on the machine, which may
// be shared. Processes that start and end within the window are caught by sampling every 500 ms
// (each sample reads every process's stat, which costs this process CPU: the fewer, the better).
import { readdirSync, readFileSync } from 'node:fs';

export const TICKS_PER_SECOND = 100;
const SAMPLE_EVERY_MS = 500;

/** One process's name, parent and CPU ticks (user + system) so far, from /proc; throws once it has gone. */
export function processCpu(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const named = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  // Node 24 names its main thread, and so the process, MainThread: it is still Node.
  const comm = named === 'MainThread' ? 'node' : named;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { comm, ppid: fields[1], ticks: Number(fields[11]) + Number(fields[12]) };
}

/** The processes descended from this one, with their name and CPU ticks so far. */
function sample() {
  const all = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return all; // not Linux: nothing to report
  }
  for (const pid of pids) {
    try {
      all.set(pid, processCpu(pid));
    } catch {
      // gone meanwhile
    }
  }
  const self = String(process.pid);
  const ours = new Map();
  for (const [pid, s] of all) {
    let cur = pid;
    for (let depth = 0; cur && cur !== '0' && depth < 20; depth++) {
      if (cur === self) {
        ours.set(pid, s);
        break;
      }
      cur = all.get(cur)?.ppid;
    }
  }
  return ours;
}

/** Starts measuring; `stop()` answers CPU seconds by program: `{ 'this process', postgres, imap, node, ... }`. */
export function startCpuMeter() {
  const first = sample();
  const last = new Map(first);
  const timer = setInterval(() => {
    for (const [pid, s] of sample()) last.set(pid, s);
  }, SAMPLE_EVERY_MS);
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
