// Loads models/vocab.txt once per process: every text model shares it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Vocabulary } from './text-features.js';

const cache = new Map<string, Promise<Vocabulary>>();

export function loadVocabulary(modelsDir: string, file = 'vocab.txt'): Promise<Vocabulary> {
  const path = join(modelsDir, file);
  let pending = cache.get(path);
  if (!pending) {
    pending = readFile(path, 'utf8').then(Vocabulary.parse);
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}
