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
  readonly allowed: boolean;
  /** The window that decided: the refusing one, or the one closest to its limit. */
  readonly window: WindowKind | null;
  readonly limit: number | null;
  readonly remaining: number | null;
  /** Seconds until that window resets. */
  readonly resetSeconds: number;
}

/** What every request under only unlimited rules gets: one shared answer, nothing counted. */
const UNLIMITED: RateDecision = Object.freeze({ allowed: true, window: null, limit: null, remaining: null, resetSeconds: 0 });

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

// The hot path asks for one bound at a time; minute windows need no Date object at all.
function windowStart(window: WindowKind, now: number): number {
  return window === 'month' ? windowBounds(window, now).start : Math.floor(now / MINUTE_MS) * MINUTE_MS;
}

/** Seconds until the window that holds `now` resets (at least 1, as Retry-After needs). */
function resetSeconds(window: WindowKind, now: number): number {
  const end = window === 'month' ? windowBounds(window, now).end : Math.floor(now / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  return Math.max(1, Math.ceil((end - now) / 1000));
}

interface Counter {
  keyId: string;
  window: WindowKind;
  windowStart: number;
  count: number;
}

export class RateLimiter {
  /** keyId → window → counter: two lookups by strings the caller already holds, no key building. */
  private readonly counters = new Map<string, Map<WindowKind, Counter>>();
  private readonly dirty = new Set<Counter>();
  /** Scratch lists for hit(), which is synchronous, so one pair serves every call. */
  private readonly hitCounters: Counter[] = [];
  private readonly hitRules: LimitRule[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: WindowStore,
    private readonly clock: () => number = Date.now,
  ) {
    const now = this.clock();
    for (const w of store.load()) {
      if (w.windowStart === windowBounds(w.window, now).start) {
        const counter = this.counterFor(w.keyId, w.window);
        counter.windowStart = w.windowStart;
        counter.count = w.count;
      }
    }
  }

  private counterFor(keyId: string, window: WindowKind): Counter {
    let windows = this.counters.get(keyId);
    if (!windows) {
      windows = new Map();
      this.counters.set(keyId, windows);
    }
    let counter = windows.get(window);
    if (!counter) {
      counter = { keyId, window, windowStart: Number.NaN, count: 0 };
      windows.set(window, counter);
    }
    return counter;
  }

  /**
   * Counts one request against every rule. A refused request is not counted (it did no work).
   * This runs on every authenticated request, so it is plain loops over the (one or two) rules
   * with no per-call closures.
   */
  hit(keyId: string, rules: readonly LimitRule[]): RateDecision {
    const now = this.clock();
    const counters = this.hitCounters;
    const limited = this.hitRules;
    let n = 0;
    let refusing = -1;
    for (const rule of rules) {
      if (rule.limit === null) continue;
      const start = windowStart(rule.window, now);
      const counter = this.counterFor(keyId, rule.window);
      if (counter.windowStart !== start) {
        counter.windowStart = start;
        counter.count = 0;
      }
      if (refusing < 0 && counter.count >= rule.limit) refusing = n;
      counters[n] = counter;
      limited[n] = rule;
      n += 1;
    }
    if (n === 0) return UNLIMITED;

    if (refusing >= 0) {
      const rule = limited[refusing]!;
      return { allowed: false, window: rule.window, limit: rule.limit, remaining: 0, resetSeconds: resetSeconds(rule.window, now) };
    }
    let tightest = 0;
    for (let i = 0; i < n; i++) {
      const counter = counters[i]!;
      counter.count += 1;
      this.dirty.add(counter);
      if (i > 0 && limited[i]!.limit! - counter.count < limited[tightest]!.limit! - counters[tightest]!.count) tightest = i;
    }
    const rule = limited[tightest]!;
    return {
      allowed: true,
      window: rule.window,
      limit: rule.limit,
      remaining: rule.limit! - counters[tightest]!.count,
      resetSeconds: resetSeconds(rule.window, now),
    };
  }

  /** Current count in a window without counting (for usage reports). */
  peek(keyId: string, window: WindowKind): number {
    const counter = this.counters.get(keyId)?.get(window);
    return counter && counter.windowStart === windowStart(window, this.clock()) ? counter.count : 0;
  }

  flush(): void {
    if (this.dirty.size === 0) return;
    const batch: StoredWindow[] = [];
    for (const c of this.dirty) batch.push({ keyId: c.keyId, window: c.window, windowStart: c.windowStart, count: c.count });
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

