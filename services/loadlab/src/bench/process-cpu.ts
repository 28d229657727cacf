import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ: 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; null where /proc is not there. */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name (which may hold spaces, so split after its closing paren).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds this process (every thread) has used so far. */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

/** Busy and total CPU time of the whole machine so far (every core, every process), from /proc/stat. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number) as number[];
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy, total: busy + idle! + iowait! };
  } catch {
    return null;
  }
}

/**
 * Starts watching how busy the whole machine is; the returned function gives the busy share
 * (0..1 of all cores) since then, or null without /proc. Others' work on a shared machine shows
 * here and not in this process's own CPU: a figure taken while the machine was full is suspect.
 */
export function watchMachineBusy(): () => number | null {
  const start = machineTicks();
  return () => {
    const end = machineTicks();
    if (!start || !end || end.total === start.total) return null;
    return (end.busy - start.busy) / (end.total - start.total);
  };
}
