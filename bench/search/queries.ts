// Queries a partner would type, drawn from the benchmark's own documents: vendor names, item
// words, invoice numbers, free phrases. The kinds are reported apart because they behave very
// differently on the vector index: an invoice number embeds as a few hashed character n-grams
// that are nearly orthogonal to every document (see bench/search/run.ts, recall by kind).
import { catalogueFor } from '../../data/corpus/catalogue.js';
import { Rng } from '../../data/corpus/rng.js';

export const QUERY_KINDS = ['vendor name', 'item words', 'invoice number', 'phrase'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface BenchQuery {
  kind: QueryKind;
  text: string;
}

export interface QuerySource {
  vendorNames: readonly string[];
  invoiceNumbers: readonly string[];
}

const PHRASES = [
  'chicken breast', 'olive oil', 'cleaning supplies', 'paper towels', 'coffee beans', 'beer kegs', 'repair service',
  'linen rental', 'fuel', 'produce delivery', 'to-go containers', 'dish detergent', 'frozen fries', 'waste removal',
  'pest control', 'wine case', 'kitchen equipment repair', 'office supplies', 'fresh fish', 'dairy order',
];

/** `n` queries, the four kinds in equal shares (deterministic for a seed). */
export function benchQueries(source: QuerySource, n: number, seed: number): BenchQuery[] {
  const rng = new Rng(seed);
  const items = catalogueFor('en').map((i) => i.description);
  return Array.from({ length: n }, (_, i) => {
    const kind = QUERY_KINDS[i % QUERY_KINDS.length]!;
    switch (kind) {
      case 'vendor name': return { kind, text: rng.pick(source.vendorNames).split(' ').slice(0, 2).join(' ') };
      case 'item words': return { kind, text: rng.pick(items).split(/\s+/).slice(0, 2).join(' ').toLowerCase() };
      case 'invoice number': return { kind, text: rng.pick(source.invoiceNumbers) };
      default: return { kind, text: rng.pick(PHRASES) };
    }
  });
}
