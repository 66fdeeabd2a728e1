// Which query words get a BM25 pass: those in at least one record and in at most `maxDocs`.
// Counting a word's records walks its whole posting list, so the words found too common are
// remembered for a while (a common word stays common; only mass deletions make one rare again,
// and it is re-counted after `ttlMs`). Rare and absent words are counted on every query: that is
// cheap (short posting lists) and keeps a newly indexed word searchable at once.
import type { FtsTerm } from './rank.js';

export interface TermSelectorOptions {
  /** Records containing each term, in order (search-records.ts termDocumentCounts). */
  count: (terms: readonly FtsTerm[]) => number[];
  maxDocs: number;
  ttlMs: number;
  /** Bound on the remembered common words (the set is simply cleared when full). */
  maxRemembered: number;
  now?: () => number;
}

export class TermSelector {
  private readonly opts: TermSelectorOptions;
  /** Common word (prefix terms end in `*`) → when to count it again (epoch ms). */
  private readonly common = new Map<string, number>();

  constructor(opts: TermSelectorOptions) {
    this.opts = opts;
  }

  select(terms: readonly FtsTerm[]): FtsTerm[] {
    const now = (this.opts.now ?? Date.now)();
    const key = (t: FtsTerm) => (t.prefix ? `${t.term}*` : t.term);
    const unknown = terms.filter((t) => (this.common.get(key(t)) ?? 0) <= now);
    const counts = unknown.length > 0 ? this.opts.count(unknown) : [];
    const selective: FtsTerm[] = [];
    unknown.forEach((t, i) => {
      const n = counts[i]!;
      if (n > this.opts.maxDocs) {
        if (this.common.size >= this.opts.maxRemembered) this.common.clear();
        this.common.set(key(t), now + this.opts.ttlMs);
      } else if (n > 0) selective.push(t);
    });
    return selective;
  }
}
