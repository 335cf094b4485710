// The CPU the server's processes used (issue 47: the cost of a request, which a shared machine's
// load moves far less than it moves throughput): user + system time of the server's process and
// every process under it (WORKERS > 1: the primary's forked workers), read from Linux's /proc.
// Elsewhere there is no /proc: the figures are NaN and the table says so.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's times (USER_HZ: 100 on every Linux in use, asked once). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcStat {
  ppid: number;
  ticks: number;
}

/** utime + stime and the parent of one process; the command name may hold spaces and parentheses, so fields count from its last ')'. */
function procStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // after the name: state(0) ppid(1) … utime(11) stime(12)
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU milliseconds used so far by `root` and every process under it (NaN without /proc). */
export function treeCpuMs(root: number): number {
  const root0 = procStat(root);
  if (!root0) return Number.NaN;
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>([[root, root0.ticks]]);
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === root) continue;
    const s = procStat(pid);
    if (!s) continue;
    ticks.set(pid, s.ticks);
    children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  }
  let total = 0;
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop()!;
    total += ticks.get(pid) ?? 0;
    todo.push(...(children.get(pid) ?? []));
  }
  return (total * 1000) / TICKS_PER_SECOND;
}
