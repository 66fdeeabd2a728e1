// `node --import tsx bench/layouts/letter-pairs.ts [--count=300]`: prints the letter pairs most
// common in the hand-built documents of bench/layouts (every batch, 25-odd languages in Latin
// script), the list engine/pdf/letter-pairs.ts holds. Pairs are counted inside words, accents
// folded and case ignored, as that module counts them.
import { BATCHES } from './run.js';
import { letterPairs } from '../../engine/pdf/letter-pairs.js';

const count = Number(process.argv.find((a) => a.startsWith('--count='))?.slice(8) ?? 300);
const tally = new Map<string, number>();
for (const batch of BATCHES) {
  for (const doc of batch.docs) {
    for (const pair of letterPairs(doc.cells.map((cell) => cell[2]).join('\n'))) tally.set(pair, (tally.get(pair) ?? 0) + 1);
  }
}
const ranked = [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
const total = ranked.reduce((sum, [, n]) => sum + n, 0);
const kept = ranked.slice(0, count);
const covered = kept.reduce((sum, [, n]) => sum + n, 0);
console.log(`// ${kept.length} of ${ranked.length} pairs, ${(100 * covered / total).toFixed(1)} % of ${total} pair occurrences`);
for (let i = 0; i < kept.length; i += 25) console.log(`  '${kept.slice(i, i + 25).map(([pair]) => pair).join(' ')}',`);
