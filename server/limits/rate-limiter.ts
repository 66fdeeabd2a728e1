// Fixed-window counters per API key (DECISIONS "Rate limits"). Counting happens in memory so the
// hot path never waits on a disk sync; windows are persisted every flush interval and at stop,
// and loaded at start, so a restart inside a window continues the count.
import type { StoredWindow, WindowKind } from '../../data/repositories/rate-counters.js';

export interface WindowStore {
  load(): StoredWindow[];
  save(windows: StoredWindow[]): void;
}

export interface LimitRule {
  window: WindowKind;
  /** null: unlimited (never refused, not counted). */
  limit: number | null;
}

export interface RateDecision {
  allowed: boolean;
  /** The window that decided: the refusing one, or the one closest to its limit. */
  window: WindowKind | null;
  limit: number | null;
  remaining: number | null;
  /** Seconds until that window resets. */
  resetSeconds: number;
}

const MINUTE_MS = 60_000;

export function windowBounds(window: WindowKind, now: number): { start: number; end: number } {
  if (window === 'month') {
    const d = new Date(now);
    const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    return { start, end };
  }
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return { start, end: start + MINUTE_MS };
}

interface Counter {
  windowStart: number;
  count: number;
}

export class RateLimiter {
  private readonly counters = new Map<string, Counter>();
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: WindowStore,
    private readonly clock: () => number = Date.now,
  ) {
    const now = this.clock();
    for (const w of store.load()) {
      if (w.windowStart === windowBounds(w.window, now).start) {
        this.counters.set(counterKey(w.keyId, w.window), { windowStart: w.windowStart, count: w.count });
      }
    }
  }

  /**
   * Counts one request against every rule. A refused request is not counted (it did no work).
   */
  hit(keyId: string, rules: readonly LimitRule[]): RateDecision {
    const now = this.clock();
    const states = rules
      .filter((r): r is LimitRule & { limit: number } => r.limit !== null)
      .map((rule) => {
        const { start, end } = windowBounds(rule.window, now);
        const key = counterKey(keyId, rule.window);
        let counter = this.counters.get(key);
        if (!counter || counter.windowStart !== start) {
          counter = { windowStart: start, count: 0 };
          this.counters.set(key, counter);
        }
        return { rule, key, counter, resetSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
      });
    if (states.length === 0) return { allowed: true, window: null, limit: null, remaining: null, resetSeconds: 0 };

    const refusing = states.find((s) => s.counter.count >= s.rule.limit);
    if (refusing) {
      return {
        allowed: false,
        window: refusing.rule.window,
        limit: refusing.rule.limit,
        remaining: 0,
        resetSeconds: refusing.resetSeconds,
      };
    }
    for (const s of states) {
      s.counter.count += 1;
      this.dirty.add(s.key);
    }
    const tightest = states.reduce((a, b) => (b.rule.limit - b.counter.count < a.rule.limit - a.counter.count ? b : a));
    return {
      allowed: true,
      window: tightest.rule.window,
      limit: tightest.rule.limit,
      remaining: tightest.rule.limit - tightest.counter.count,
      resetSeconds: tightest.resetSeconds,
    };
  }

  /** Current count in a window without counting (for usage reports). */
  peek(keyId: string, window: WindowKind): number {
    const counter = this.counters.get(counterKey(keyId, window));
    return counter && counter.windowStart === windowBounds(window, this.clock()).start ? counter.count : 0;
  }

  flush(): void {
    if (this.dirty.size === 0) return;
    const batch: StoredWindow[] = [];
    for (const key of this.dirty) {
      const counter = this.counters.get(key);
      if (!counter) continue;
      const [keyId, window] = splitCounterKey(key);
      batch.push({ keyId, window, windowStart: counter.windowStart, count: counter.count });
    }
    this.store.save(batch);
    this.dirty.clear();
  }

  /** Flushes periodically; a failed flush keeps the counts dirty for the next try. */
  start(intervalMs: number, onError: (err: unknown) => void = () => {}): void {
    this.timer = setInterval(() => {
      try {
        this.flush();
      } catch (err) {
        onError(err);
      }
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.flush();
  }
}

const counterKey = (keyId: string, window: WindowKind) => `${keyId}|${window}`;
function splitCounterKey(key: string): [string, WindowKind] {
  const at = key.lastIndexOf('|');
  return [key.slice(0, at), key.slice(at + 1) as WindowKind];
}
