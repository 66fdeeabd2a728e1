// `npm run bench [-- name ...] [--quick]`: runs the named benchmarks (all by default) and prints
// their tables. Each lives in bench/<name>/run.ts and exports main(args).
import { existsSync } from 'node:fs';

const ALL = ['http', 'extraction', 'layouts', 'ocr', 'models', 'search', 'webhooks'];
const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const names = args.filter((a) => !a.startsWith('--'));
const selected = names.length > 0 ? names : ALL;

for (const name of selected) {
  const file = new URL(`./${name}/run.ts`, import.meta.url);
  if (!existsSync(file)) {
    console.error(`bench: no benchmark named ${name} (known: ${ALL.join(', ')})`);
    process.exitCode = 2;
    continue;
  }
  const mod = (await import(file.href)) as { main: (args: string[]) => Promise<void> };
  console.log(`\n# bench ${name}`);
  await mod.main(flags);
}
