import { readdirSync, readFileSync } from "node:fs";

// CPU time of a process tree, from /proc (Linux): what a server and the database spent on a load, which other
// processes on a busy machine cannot inflate the way they inflate latency (they only wait for the cores).

/** USER_HZ: /proc counts CPU time in ticks of 1/100 s on Linux. */
const TICK_MS = 10;

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
  ticks: number;
}

function processes(): Proc[] {
  const procs: Proc[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended since the listing
    }
    // "pid (comm) state ppid ... utime stime ...": comm may hold spaces and parentheses, so split after the last ")".
    const close = stat.lastIndexOf(")");
    const fields = stat.slice(close + 2).split(" ");
    // utime + stime, plus cutime + cstime: a child's time moves into its parent's when it ends and is waited for
    // (a PostgreSQL backend whose pooled connection closed), so the sum never drops.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    procs.push({ pid: Number(entry), ppid: Number(fields[1]), comm: stat.slice(stat.indexOf("(") + 1, close), ticks });
  }
  return procs;
}

/**
 * Milliseconds of CPU (user + system) used so far by `rootPid` and its descendants; with `comm`, only those of
 * them running that command (e.g. "postgres": the postmaster and its backends under the bench process).
 */
export function treeCpuMs(rootPid: number, comm?: string): number {
  const procs = processes();
  const children = new Map<number, Proc[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let ticks = 0;
  const root = procs.find((p) => p.pid === rootPid);
  const stack = root ? [root] : [];
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (!comm || p.comm === comm) ticks += p.ticks;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return ticks * TICK_MS;
}
