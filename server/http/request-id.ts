// Request ids (X-Request-Id, the access log, a 500's body): random UUIDs (version 4, RFC 9562
// section 5.4), like crypto.randomUUID, made in batches. randomUUID builds each id from twenty
// string pieces, which made it one of the dearer steps of a small request; here one batch of
// random bytes is spelled out as ASCII in one pass and read back as one string, and each id is a
// slice of it.
import { randomFillSync } from 'node:crypto';

const IDS_PER_BATCH = 256;
const UUID_BYTES = 16;
const UUID_CHARS = 36;

/** Where the two hex digits of each of the 16 bytes go in "xxxxxxxx-xxxx-4xxx-Nxxx-xxxxxxxxxxxx". */
const HEX_POSITIONS = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const DASH_POSITIONS = [8, 13, 18, 23];
/** Byte value → its two lower-case hex digits as ASCII codes. */
const HEX_DIGITS = new Uint8Array(512);
for (let value = 0; value < 256; value++) {
  const hex = value.toString(16).padStart(2, '0');
  HEX_DIGITS[2 * value] = hex.charCodeAt(0);
  HEX_DIGITS[2 * value + 1] = hex.charCodeAt(1);
}

const random = Buffer.allocUnsafeSlow(UUID_BYTES * IDS_PER_BATCH);
const ascii = Buffer.allocUnsafeSlow(UUID_CHARS * IDS_PER_BATCH);
let batch = '';
let nextId = IDS_PER_BATCH;

function refill(): void {
  randomFillSync(random);
  for (let id = 0; id < IDS_PER_BATCH; id++) {
    const from = id * UUID_BYTES;
    const to = id * UUID_CHARS;
    // Version 4 in the high nibble of byte 6; variant 10xx in the top bits of byte 8.
    random[from + 6] = (random[from + 6]! & 0x0f) | 0x40;
    random[from + 8] = (random[from + 8]! & 0x3f) | 0x80;
    for (let i = 0; i < UUID_BYTES; i++) {
      const value = random[from + i]!;
      const at = to + HEX_POSITIONS[i]!;
      ascii[at] = HEX_DIGITS[2 * value]!;
      ascii[at + 1] = HEX_DIGITS[2 * value + 1]!;
    }
    for (const dash of DASH_POSITIONS) ascii[to + dash] = 0x2d;
  }
  batch = ascii.toString('latin1');
  nextId = 0;
}

/** A fresh random (version 4) UUID, lower-case, as crypto.randomUUID writes it. */
export function newRequestId(): string {
  if (nextId === IDS_PER_BATCH) refill();
  const start = UUID_CHARS * nextId++;
  return batch.slice(start, start + UUID_CHARS);
}
