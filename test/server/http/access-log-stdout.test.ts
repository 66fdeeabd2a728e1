// The access log through the real stdout writer (server/logger.ts): lines are batched in memory,
// so every way a process ends must still deliver every line, complete and in order.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import t from 'tap';

const child = fileURLToPath(new URL('./fixtures/stdout-logger.ts', import.meta.url));
const COUNT = 3000;

for (const ending of ['exit', 'natural', 'throw', 'flush-then-exit']) {
  t.test(`every line arrives, in order, when the process ends by ${ending}`, async (t) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', child, ending, String(COUNT)], { encoding: 'utf8', timeout: 60_000 });
    t.equal(run.status, ending === 'throw' ? 1 : 0, run.stderr);
    const lines = run.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { msg: string; path?: string; seq?: number });
    const paths = lines.filter((l) => l.msg === 'request').map((l) => l.path);
    t.equal(paths.length, COUNT, 'every access line');
    t.same(paths, Array.from({ length: COUNT }, (_, i) => `/seq/${i}`), 'in order');
    // Ordinary lines keep their place among the access lines (one shared writer).
    const firstOrdinary = lines.findIndex((l) => l.msg === 'ordinary line' && l.seq === 100);
    t.equal(lines[firstOrdinary - 1]?.path, '/seq/100');
    const long = lines.findIndex((l) => l.msg === 'long line');
    t.equal(lines[long - 1]?.path, `/seq/${COUNT / 2 + 1}`, 'a line longer than a chunk keeps its place');
    t.equal((lines[long] as { filler?: string }).filler?.length, 40_000, 'and arrives whole');
  });
}
