// Persistence for rate-limit windows. The limiter counts in memory and flushes here about once a
// second, and loads the current windows at start, so a restart inside a window does not hand out
// a fresh allowance (at most one flush interval of counts can be lost on a crash, none on a
// graceful stop).
import type { Db } from '../db.js';

/** `minute`: versioned surface, by tier; `legacy_minute` and `month`: legacy surface, by plan. */
export type WindowKind = 'minute' | 'legacy_minute' | 'month';

export interface StoredWindow {
  keyId: string;
  window: WindowKind;
  windowStart: number;
  count: number;
}

export function loadWindows(db: Db): StoredWindow[] {
  return (
    db.prepare('SELECT key_id, window, window_start, count FROM rate_counters').all() as {
      key_id: string;
      window: WindowKind;
      window_start: number;
      count: number;
    }[]
  ).map((r) => ({ keyId: r.key_id, window: r.window, windowStart: r.window_start, count: r.count }));
}

export function saveWindows(db: Db, windows: readonly StoredWindow[]): void {
  if (windows.length === 0) return;
  const upsert = db.prepare(`
    INSERT INTO rate_counters (key_id, window, window_start, count) VALUES (@keyId, @window, @windowStart, @count)
    ON CONFLICT (key_id, window) DO UPDATE SET window_start = excluded.window_start, count = excluded.count
    WHERE excluded.window_start > rate_counters.window_start
       OR (excluded.window_start = rate_counters.window_start AND excluded.count > rate_counters.count)`);
  // A key deleted meanwhile would break the foreign key; skip it rather than fail the batch.
  const exists = db.prepare('SELECT 1 FROM api_keys WHERE id = ?');
  db.transaction(() => {
    for (const w of windows) if (exists.get(w.keyId)) upsert.run(w);
  }).immediate();
}
