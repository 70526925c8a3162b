/**
 * What keeps uploads from filling the disk or the memory: a daily volume per
 * address (or IPv6 /64), a cap on uploads read at the same time, and a floor
 * of free disk space under which uploads are refused before their body is
 * read. All in memory: a restart forgets the counts, which only ever errs
 * towards letting a real visitor through.
 */
import { statfsSync } from 'node:fs';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createVolumeLimiter(maxBytesPerDay: number) {
  const used = new Map<string, { start: number; bytes: number }>();
  let lastSweep = 0;
  const current = (key: string, now: number) => {
    if (now - lastSweep > DAY_MS) {
      for (const [k, window] of used) if (now - window.start >= DAY_MS) used.delete(k);
      lastSweep = now;
    }
    const window = used.get(key);
    return window && now - window.start < DAY_MS ? window : undefined;
  };
  return {
    /** Whether `bytes` more would stay within the day's volume. */
    allows(key: string, bytes: number, now = Date.now()): boolean {
      return (current(key, now)?.bytes ?? 0) + bytes <= maxBytesPerDay;
    },
    record(key: string, bytes: number, now = Date.now()): void {
      const window = current(key, now);
      if (window) window.bytes += bytes;
      else used.set(key, { start: now, bytes });
    },
  };
}

/** At most `max` holders at once; `tryAcquire` answers at once instead of queueing. */
export function createSlots(max: number) {
  let taken = 0;
  return {
    tryAcquire(): (() => void) | undefined {
      if (taken >= max) return undefined;
      taken++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        taken--;
      };
    },
    get inUse() {
      return taken;
    },
  };
}

/** Free bytes on the file system of `dir`, read at most once a second. */
export function createFreeSpaceProbe(dir: string, statfs = statfsSync, now = Date.now) {
  let cached: { at: number; bytes: number } | undefined;
  return (): number => {
    const time = now();
    if (!cached || time - cached.at > 1000) {
      try {
        const stats = statfs(dir);
        cached = { at: time, bytes: Number(stats.bavail) * Number(stats.bsize) };
      } catch {
        // A folder we cannot even stat cannot take a file either.
        cached = { at: time, bytes: 0 };
      }
    }
    return cached.bytes;
  };
}
