// WEBHOOK_CA_FILE: extra CA certificates (PEM) trusted for webhook receivers on a private PKI.
// Checked when the configuration is loaded, so a wrong path stops the server before it starts.
import { readFileSync } from 'node:fs';

export class CaFileError extends Error {}

export function readCaBundle(path: string): string {
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (err) {
    throw new CaFileError(`cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new CaFileError(`${path} holds no PEM certificate`);
  return pem;
}

/** Null when the file is usable; otherwise why not. */
export function caFileProblem(path: string): string | null {
  try {
    readCaBundle(path);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}
