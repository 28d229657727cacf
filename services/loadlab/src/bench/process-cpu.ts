import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ: 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/** A process's parent and CPU ticks (user + system, every thread) from /proc/<pid>/stat. */
function readStat(pid: number | string): { ppid: number; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing paren).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where /proc is not there. */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const stat = readStat(pid);
  return stat ? stat.ticks / TICKS_PER_SECOND : null;
}

/** CPU seconds this process (every thread) has used so far. */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

/** Ticks of this process and every process below it (workers, Redis, Postgres and its backends, Chromium). */
function ourTreeTicks(): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(name);
    if (stat) stats.set(Number(name), stat);
  }
  const ours = new Set([process.pid]);
  // Parents may be listed after their children: repeat until no process joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!ours.has(pid) && ours.has(stat.ppid)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of ours) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks;
}

/** Busy and total CPU ticks of the whole machine so far (every core, every process), from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}

/** Cores kept busy while watched: by this bench's own processes, and by everyone else's. */
export interface CpuShare {
  /** This process and its children, in cores (1 = one core flat out). */
  ours: number;
  /** Everything else on the machine: other people's tests on a shared box. */
  others: number;
  cores: number;
}

/**
 * Starts watching the machine's CPU; the returned function gives the shares since then, or null
 * without /proc. Others' work shows in `others`: a figure taken while others kept a core busy is
 * depressed by them, however carefully it was measured.
 */
export function watchCpu(): () => CpuShare | null {
  let start: { machine: ReturnType<typeof machineTicks>; ours: number } | null = null;
  try {
    start = { machine: machineTicks(), ours: ourTreeTicks() };
  } catch {
    return () => null;
  }
  return () => {
    try {
      const machine = machineTicks();
      const ours = ourTreeTicks();
      const total = machine.total - start!.machine.total;
      const cores = (readFileSync('/proc/stat', 'utf8').match(/^cpu\d+ /gm) ?? []).length || 1;
      if (total <= 0) return null;
      const elapsed = total / cores;
      const oursShare = Math.max(0, (ours - start!.ours) / elapsed);
      const busy = (machine.busy - start!.machine.busy) / elapsed;
      return { ours: oursShare, others: Math.max(0, busy - oursShare), cores };
    } catch {
      return null;
    }
  };
}

/** `ours 150%, others 20% of 200%`: shares of one core, so 100% is one core flat out. */
export function describeCpu(share: CpuShare | null): string {
  if (!share) return 'CPU n/a';
  const pct = (cores: number) => `${Math.round(cores * 100)}%`;
  return `CPU: ours ${pct(share.ours)}, others ${pct(share.others)} of ${pct(share.cores)}`;
}
