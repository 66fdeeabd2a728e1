// The derived index on disk: `<name>.hnsw` (hnswlib's format) plus `<name>.json`, a manifest with
// the graph's SHA-256, its byte size, the SQLite high-water mark it reflects and its deleted
// labels. Both are written to temporary names and renamed into place, graph first; a crash
// between the renames leaves a manifest whose checksum no longer matches, which reads as corrupt
// and is rebuilt from SQLite. Nothing here is ever the only copy of anything.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HnswIndex, type HnswParams } from './hnsw-index.js';

export const INDEX_FORMAT = 1;

export interface IndexManifest {
  format: number;
  dim: number;
  space: 'cosine';
  m: number;
  efConstruction: number;
  /** Highest search_records.seq the graph contains. */
  highWater: number;
  liveCount: number;
  deleted: number[];
  bytes: number;
  sha256: string;
  savedAt: string;
}

export type LoadResult =
  | { ok: true; index: HnswIndex; manifest: IndexManifest }
  | { ok: false; reason: 'missing' | 'corrupt' | 'incompatible'; detail: string };

const paths = (dir: string, name: string) => ({
  graph: join(dir, `${name}.hnsw`),
  manifest: join(dir, `${name}.json`),
});

async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function saveIndexFile(dir: string, name: string, index: HnswIndex): Promise<IndexManifest> {
  await mkdir(dir, { recursive: true });
  const target = paths(dir, name);
  const suffix = `.tmp-${process.pid}-${Date.now()}`;
  const tmpGraph = target.graph + suffix;
  const tmpManifest = target.manifest + suffix;
  try {
    await index.write(tmpGraph);
    const [sha256, info] = await Promise.all([sha256File(tmpGraph), stat(tmpGraph)]);
    const manifest: IndexManifest = {
      format: INDEX_FORMAT,
      dim: index.dim,
      space: 'cosine',
      m: index.params.m,
      efConstruction: index.params.efConstruction,
      highWater: index.highWater,
      liveCount: index.size,
      deleted: index.deletedLabels,
      bytes: info.size,
      sha256,
      savedAt: new Date().toISOString(),
    };
    await writeFile(tmpManifest, JSON.stringify(manifest));
    await rename(tmpGraph, target.graph);
    await rename(tmpManifest, target.manifest);
    return manifest;
  } finally {
    await rm(tmpGraph, { force: true });
    await rm(tmpManifest, { force: true });
  }
}

/** Reads and verifies an index file; never throws for a bad file, says why instead. */
export async function loadIndexFile(dir: string, name: string, dim: number, params: HnswParams): Promise<LoadResult> {
  const target = paths(dir, name);
  let manifest: IndexManifest;
  try {
    manifest = JSON.parse(await readFile(target.manifest, 'utf8')) as IndexManifest;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, reason: 'missing', detail: 'no manifest' };
    return { ok: false, reason: 'corrupt', detail: `manifest unreadable: ${(error as Error).message}` };
  }
  if (manifest.format !== INDEX_FORMAT || manifest.dim !== dim || manifest.space !== 'cosine' || manifest.m !== params.m) {
    return { ok: false, reason: 'incompatible', detail: 'format, dimension or graph parameters changed' };
  }
  let size: number;
  try {
    size = (await stat(target.graph)).size;
  } catch {
    return { ok: false, reason: 'missing', detail: 'manifest without graph file' };
  }
  // Size first (cheap), then the checksum: hnswlib must never parse a truncated or altered file.
  if (size !== manifest.bytes) return { ok: false, reason: 'corrupt', detail: `graph is ${size} bytes, manifest says ${manifest.bytes}` };
  if ((await sha256File(target.graph)) !== manifest.sha256) return { ok: false, reason: 'corrupt', detail: 'checksum mismatch' };
  try {
    const index = await HnswIndex.read(target.graph, dim, params, { highWater: manifest.highWater, deleted: manifest.deleted });
    if (index.size !== manifest.liveCount) return { ok: false, reason: 'corrupt', detail: 'element count differs from manifest' };
    return { ok: true, index, manifest };
  } catch (error) {
    return { ok: false, reason: 'corrupt', detail: `hnswlib refused the graph: ${(error as Error).message}` };
  }
}

export async function removeIndexFile(dir: string, name: string): Promise<void> {
  const target = paths(dir, name);
  await rm(target.manifest, { force: true });
  await rm(target.graph, { force: true });
}
