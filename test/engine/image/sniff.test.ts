import t from 'tap';
import { readImageSize, sniffFileKind } from '../../../engine/image/sniff.js';
import { EngineError } from '../../../engine/errors.js';
import { encode, simpleWebp } from './encoded-fixtures.js';

const unsupported = { name: 'EngineError', code: 'unsupported_file_type' };

t.test('sniffFileKind recognises real encoded images by magic bytes', async (t) => {
  t.equal(sniffFileKind(encode(20, 10, 'png')), 'png');
  t.equal(sniffFileKind(encode(20, 10, 'jpeg')), 'jpeg');
  t.equal(sniffFileKind(encode(20, 10, 'webp')), 'webp');
});

t.test('sniffFileKind finds %PDF- after leading junk only within the first 1024 bytes', async (t) => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n', 'latin1');
  t.equal(sniffFileKind(pdf), 'pdf');
  t.equal(sniffFileKind(Buffer.concat([Buffer.alloc(100, 0x20), pdf])), 'pdf');
  t.equal(sniffFileKind(Buffer.concat([Buffer.alloc(1019, 0x0a), pdf])), 'pdf', 'magic ends at byte 1024');
  t.equal(sniffFileKind(Buffer.concat([Buffer.alloc(1020, 0x0a), pdf])), null, 'magic starts past the window');
});

t.test('sniffFileKind rejects garbage, empty input and near misses', async (t) => {
  t.equal(sniffFileKind(new Uint8Array(0)), null);
  t.equal(sniffFileKind(Buffer.from('hello, this is plain text')), null);
  t.equal(sniffFileKind(Buffer.from([0xff, 0xd8])), null, 'two JPEG bytes are not enough');
  t.equal(sniffFileKind(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1')), null, 'RIFF but not WEBP');
  t.equal(sniffFileKind(Buffer.from('GIF89a', 'latin1')), null);
});

t.test('readImageSize reads dimensions from real PNG, JPEG and WEBP headers', async (t) => {
  for (const [w, h] of [[1, 1], [123, 45], [640, 2000]] as const) {
    t.same(readImageSize(encode(w, h, 'png'), 'png'), { width: w, height: h }, `png ${w}x${h}`);
    t.same(readImageSize(encode(w, h, 'jpeg'), 'jpeg'), { width: w, height: h }, `jpeg ${w}x${h}`);
    t.same(readImageSize(encode(w, h, 'webp'), 'webp'), { width: w, height: h }, `webp (VP8X) ${w}x${h}`);
  }
});

t.test('readImageSize reads simple-format lossy (VP8) and lossless (VP8L) WEBP', async (t) => {
  const lossy = simpleWebp(encode(321, 123, 'webp', 80), 'VP8 ');
  const lossless = simpleWebp(encode(321, 123, 'webp', 100), 'VP8L');
  t.ok(lossy, 'Skia wrote a VP8 chunk at quality 80');
  t.ok(lossless, 'Skia wrote a VP8L chunk at quality 100');
  t.same(readImageSize(lossy!, 'webp'), { width: 321, height: 123 });
  t.same(readImageSize(lossless!, 'webp'), { width: 321, height: 123 });
});

t.test('readImageSize walks JPEG segments past APPn blocks to the SOF marker', async (t) => {
  const jpeg = encode(300, 77, 'jpeg');
  // A large APP2 segment before the frame header must be skipped by its length field.
  const app2Body = Buffer.alloc(5000, 0xab);
  const app2 = Buffer.concat([Buffer.from([0xff, 0xe2, (app2Body.length + 2) >> 8, (app2Body.length + 2) & 0xff]), app2Body]);
  const padded = Buffer.concat([jpeg.subarray(0, 2), app2, jpeg.subarray(2)]);
  t.same(readImageSize(padded, 'jpeg'), { width: 300, height: 77 });
});

t.test('readImageSize throws unsupported_file_type for truncated or corrupt headers', async (t) => {
  const png = encode(50, 40, 'png');
  const jpeg = encode(50, 40, 'jpeg');
  const webp = encode(50, 40, 'webp');
  t.throws(() => readImageSize(png.subarray(0, 20), 'png'), unsupported, 'png cut inside IHDR');
  t.throws(() => readImageSize(jpeg.subarray(0, 20), 'jpeg'), unsupported, 'jpeg cut before SOF');
  t.throws(() => readImageSize(webp.subarray(0, 16), 'webp'), unsupported, 'webp cut in chunk header');
  const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6]);
  t.throws(() => readImageSize(noFrame, 'jpeg'), unsupported, 'scan data before any frame header');
  const zeroWidth = Buffer.from(png);
  zeroWidth.writeUInt32BE(0, 16);
  t.throws(() => readImageSize(zeroWidth, 'png'), unsupported, 'zero width');
  t.throws(() => readImageSize(Buffer.from('%PDF-1.4'), 'pdf'), unsupported, 'a PDF has no image size');
  const err = t.throws(() => readImageSize(Buffer.from('not a png at all, no'), 'png')) as unknown;
  t.ok(err instanceof EngineError, 'errors are EngineErrors');
});
