/**
 * Peak resident memory of Chromium's renderer processes, read from outside the page (Linux
 * /proc): the page and its workers live in one renderer. `reset` zeroes the high-water mark
 * (writing 5 to clear_refs, allowed for our own children), `peakMb` reads VmHWM.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

function children(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = map.get(ppid) ?? [];
      list.push(Number(name));
      map.set(ppid, list);
    } catch {
      // the process ended
    }
  }
  return map;
}

/** Renderer processes under the browser process `browserPid`. */
export function rendererPids(browserPid: number): number[] {
  const tree = children();
  const out: number[] = [];
  const walk = (pid: number) => {
    for (const child of tree.get(pid) ?? []) {
      try {
        if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('--type=renderer'))
          out.push(child);
      } catch {
        // ended
      }
      walk(child);
    }
  };
  walk(browserPid);
  return out;
}

function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident size of each renderer now, MB, by process id. */
export function rendererRssMb(browserPid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of rendererPids(browserPid))
    out.set(pid, Math.round(statusKb(pid, 'VmRSS') / 1024));
  return out;
}

export interface MemoryProbe {
  /** Resets the high-water marks and remembers the resident size as the baseline. */
  reset(): void;
  /** Peak growth above the baseline since reset, MB (the largest over the renderers). */
  peakMb(): number;
}

export function memoryProbe(browserPid: number): MemoryProbe {
  let base = new Map<number, number>();
  return {
    reset() {
      base = new Map();
      for (const pid of rendererPids(browserPid)) {
        try {
          writeFileSync(`/proc/${pid}/clear_refs`, '5');
        } catch {
          // not permitted: the peak then includes earlier history
        }
        base.set(pid, statusKb(pid, 'VmRSS'));
      }
    },
    peakMb() {
      let peak = 0;
      for (const pid of rendererPids(browserPid)) {
        peak = Math.max(peak, statusKb(pid, 'VmHWM') - (base.get(pid) ?? 0));
      }
      return Math.round(peak / 1024);
    },
  };
}
