// `npm run bench [-- name ...] [--quick]`: runs the named benchmarks (all by default) and prints
// their tables. Each lives in bench/<name>/run.ts and exports main(args).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { WANTED_LANGUAGES } from './extraction/tesseract.js';

const ALL = ['http', 'extraction', 'layouts', 'ocr', 'models', 'search', 'webhooks'];
const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const names = args.filter((a) => !a.startsWith('--'));
const selected = names.length > 0 ? names : ALL;

// The generator's fonts, and Tesseract with the languages it is compared in (eng comes with it).
const tesseract = ['tesseract-ocr', ...WANTED_LANGUAGES.filter((l) => l !== 'eng').map((l) => `tesseract-ocr-${l}`)];
const setup = spawnSync('bash', [new URL('../scripts/ensure-system-packages.sh', import.meta.url).pathname, ...tesseract], { stdio: 'inherit' });
if (setup.status !== 0) process.exit(setup.status ?? 1);

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
