#!/usr/bin/env node
// Rebuilds hnswlib-node's native addon with the SIMD instructions this machine supports.
//
// Why: hnswlib-node compiles hnswlib with no -m flags, so only its SSE distance kernels exist.
// hnswlib has AVX and AVX-512 kernels behind `__AVX__` / `__AVX512F__`; on a 2-core x86-64 box
// they made graph search ~1.3-1.6x and a full scan ~1.8-2.1x faster (bench figures in the
// issue-5 report). Plain Node (no tsx): it may run from `postinstall`, before anything else.
//
// Safety: the addon is built in a scratch copy, loaded and checked in a CHILD process (an illegal
// instruction kills the child, not this script), and compared with the SSE build on a small
// index; only then is it copied over node_modules/hnswlib-node/build/Release/addon.node (the SSE
// build is kept next to it as addon.sse.node). Any failure leaves the SSE build in place and
// exits 0, so an install never breaks because of this script.
//
// The flags are chosen for the machine that RUNS this script. An image built on one machine and
// run on another (older) one must pin the level: HNSWLIB_SIMD=off | x86-64-v3 | x86-64-v4 | native.
//   x86-64-v3: AVX2 + FMA (every x86-64 server CPU since about 2015);
//   x86-64-v4: v3 + AVX-512 (F, BW, CD, DQ, VL).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const say = (line) => console.log(`[hnswlib-simd] ${line}`);

const V3_FLAGS = ['avx', 'avx2', 'fma', 'bmi1', 'bmi2', 'f16c', 'movbe'];
const V4_FLAGS = [...V3_FLAGS, 'avx512f', 'avx512bw', 'avx512cd', 'avx512dq', 'avx512vl'];

/** The -march level this machine can run, from /proc/cpuinfo (x86-64 Linux only). */
function detectLevel() {
  if (process.arch !== 'x64' || process.platform !== 'linux') return null;
  let info;
  try {
    info = readFileSync('/proc/cpuinfo', 'utf8');
  } catch {
    return null;
  }
  const line = info.split('\n').find((l) => l.startsWith('flags'));
  if (!line) return null;
  const flags = new Set(line.split(':')[1].trim().split(/\s+/));
  // /proc/cpuinfo says "abm"/"lzcnt" differently across kernels; v3 also needs lzcnt (abm).
  const has = (names) => names.every((n) => flags.has(n)) && (flags.has('abm') || flags.has('lzcnt'));
  if (has(V4_FLAGS)) return 'x86-64-v4';
  if (has(V3_FLAGS)) return 'x86-64-v3';
  return null;
}

function chooseLevel() {
  const wanted = (process.env.HNSWLIB_SIMD ?? 'auto').trim();
  if (wanted === 'off') return null;
  const detected = detectLevel();
  if (wanted === 'auto') return detected;
  if (!['x86-64-v3', 'x86-64-v4', 'native'].includes(wanted)) {
    say(`HNSWLIB_SIMD=${wanted} is not one of off, auto, x86-64-v3, x86-64-v4, native; keeping the SSE build`);
    return null;
  }
  return wanted;
}

/**
 * Loads an addon in a child process, builds a small cosine index and prints the top-10 labels
 * of a few queries (exact, by ef = element count, so any correct build prints the same).
 */
function probe(addonPath) {
  const code = `
    const lib = require(${JSON.stringify(addonPath)});
    const dim = 64, n = 500;
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32) - 0.5;
    const rows = Array.from({ length: n + 5 }, () => Array.from({ length: dim }, rnd));
    const g = new lib.HierarchicalNSW('cosine', dim);
    g.initIndex({ maxElements: n, m: 16, efConstruction: 100, randomSeed: 100 });
    rows.slice(0, n).forEach((r, i) => g.addPoint(r, i));
    g.setEf(n);
    const bf = new lib.BruteforceSearch('cosine', dim);
    bf.initIndex(n);
    rows.slice(0, n).forEach((r, i) => bf.addPoint(r, i));
    const out = rows.slice(n).map((q) => [g.searchKnn(q, 10).neighbors.sort((a, b) => a - b), bf.searchKnn(q, 10).neighbors.sort((a, b) => a - b)]);
    process.stdout.write(JSON.stringify(out));`;
  const child = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', timeout: 60_000 });
  if (child.status !== 0) return { ok: false, detail: child.stderr?.trim() || `exit ${child.status ?? child.signal}` };
  return { ok: true, result: child.stdout };
}

function main() {
  let pkgDir;
  try {
    pkgDir = dirname(require.resolve('hnswlib-node/package.json'));
  } catch (error) {
    say(`hnswlib-node not found (${error.message}); nothing to do`);
    return;
  }
  const installed = join(pkgDir, 'build', 'Release', 'addon.node');
  const sseCopy = join(pkgDir, 'build', 'Release', 'addon.sse.node');
  const level = chooseLevel();
  if (!level) {
    // HNSWLIB_SIMD=off after an earlier SIMD build: put the kept SSE build back.
    if (process.env.HNSWLIB_SIMD?.trim() === 'off' && existsSync(sseCopy)) {
      copyFileSync(sseCopy, installed);
      say('HNSWLIB_SIMD=off: restored the SSE build');
    } else say('no AVX2/AVX-512 level chosen (HNSWLIB_SIMD=off, not x86-64 Linux, or an older CPU); keeping the installed build');
    return;
  }
  // node-gyp from node_modules, else the copy npm bundles (npm names it to lifecycle scripts).
  let gyp = process.env.npm_config_node_gyp;
  try {
    gyp = require.resolve('node-gyp/bin/node-gyp.js');
  } catch {
    // keep npm's
  }
  if (!gyp || !existsSync(gyp)) {
    say('node-gyp not found; keeping the SSE build');
    return;
  }
  if (!existsSync(installed)) {
    say(`${installed} missing; nothing to replace`);
    return;
  }
  // Re-running after a SIMD build: compare against the kept SSE build, not against ourselves.
  const reference = probe(existsSync(sseCopy) ? sseCopy : installed);
  if (!reference.ok) {
    say(`the installed addon does not load (${reference.detail}); leaving it alone`);
    return;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'hnswlib-simd-'));
  try {
    const work = join(scratch, 'hnswlib-node');
    cpSync(pkgDir, work, { recursive: true, filter: (src) => !src.startsWith(join(pkgDir, 'build')) });
    // Headers: where the original build found them (an offline box cannot download them).
    const args = [gyp, 'rebuild'];
    const config = join(pkgDir, 'build', 'config.gypi');
    const nodedir = existsSync(config) ? /"nodedir":\s*"([^"]+)"/.exec(readFileSync(config, 'utf8'))?.[1] : undefined;
    if (nodedir && existsSync(join(nodedir, 'include', 'node', 'node_api.h'))) args.push(`--nodedir=${nodedir}`);
    const flags = `-O3 -march=${level}`;
    say(`building with CXXFLAGS="${flags}"`);
    execFileSync(process.execPath, args, {
      cwd: work,
      stdio: ['ignore', 'ignore', 'pipe'],
      // binding.gyp asks `node -p "require('node-addon-api').include_dir"` from the scratch copy.
      env: { ...process.env, CXXFLAGS: flags, NODE_PATH: dirname(pkgDir) },
    });
    const built = join(work, 'build', 'Release', 'addon.node');
    const check = probe(built);
    if (!check.ok) {
      say(`the ${level} build does not run here (${check.detail}); keeping the SSE build`);
      return;
    }
    if (check.result !== reference.result) {
      say(`the ${level} build answers differently from the SSE build; keeping the SSE build`);
      return;
    }
    if (!existsSync(sseCopy)) copyFileSync(installed, sseCopy);
    copyFileSync(built, installed);
    say(`installed the ${level} build (the SSE build is kept as ${sseCopy})`);
  } catch (error) {
    say(`build failed (${String(error.stderr ?? error.message).trim().split('\n').slice(-3).join(' | ')}); keeping the SSE build`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main();
