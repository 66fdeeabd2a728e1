// Structured JSON logs (pino). Keys, bearer tokens and webhook secrets are redacted wherever they
// appear in a logged object, so a debug log never becomes a credential leak.
import { pino, type Logger } from 'pino';

export type { Logger };

export const REDACT_PATHS = [
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-api-key"]',
  'headers.authorization',
  '*.apiKey',
  '*.secret',
  '*.password',
  'apiKey',
  'secret',
];

/** Buffered lines reach stdout at least this often, so a quiet server's logs are not held back. */
const LOG_FLUSH_INTERVAL_MS = 200;
/** Bytes gathered before a write is made (one syscall per this many bytes under load, instead of
 * one per line). */
const LOG_WRITE_MIN_BYTES = 64 * 1024;
/** Largest single write; must exceed LOG_WRITE_MIN_BYTES (sonic-boom's rule). */
const LOG_WRITE_MAX_BYTES = 256 * 1024;

/**
 * Logs go to stdout through a buffered writer: one write syscall per 64 KB or per 200 ms instead
 * of one per line (a line-per-request write costs more than the request itself). The writes are
 * synchronous, as Node's own stdout is on Linux: an asynchronous write still in flight on a libuv
 * thread when the process exits (process.exit, an uncaught exception) could land after the lines
 * the exit hook writes, and under load it did (the first 800 of 3000 lines last). `flushLogs` is
 * called at shutdown so nothing buffered is lost.
 */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const stream = destination ?? bufferedStdout();
  return pino(
    {
      level,
      base: { service: 'docextract' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: isoTime,
    },
    stream as pino.DestinationStream,
  );
}

let isoMs = Number.NaN;
let isoText = '';
/** pino's isoTime, formatting each millisecond once: a busy server logs many lines per ms. */
function isoTime(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoText = `,"time":"${new Date(now).toISOString()}"`;
  }
  return isoText;
}

/** Bytes of lines encoded into one Buffer before it is handed to sonic-boom. A chunk at rest holds
 * fewer bytes than this, which must not exceed LOG_WRITE_MIN_BYTES for the exit hook's
 * reasoning below to hold. */
const LOG_CHUNK_BYTES = 64 * 1024;
/** UTF-8 needs at most 3 bytes per UTF-16 code unit (a surrogate pair: 4 bytes for 2 units). */
const MAX_UTF8_BYTES_PER_CHAR = 3;

let stdoutLines: pino.DestinationStream | undefined;

/** One buffered stdout writer per process, shared by every logger, so their lines stay in order
 * and one timer and one exit hook serve them all. */
function bufferedStdout(): pino.DestinationStream {
  return (stdoutLines ??= createStdoutLines());
}

/**
 * sonic-boom in its default (string) mode measures the whole pending buffer on every write, which
 * made a log line cost several microseconds under load; in buffer mode a write only appends.
 * Each line is encoded straight into a 64 KB chunk (no joined string to flatten and copy again,
 * no Buffer per line), and a full chunk is handed to sonic-boom as it is. Every flush path (the
 * 200 ms timer, flushLogs, pino's flushSync, exit) hands the chunk over first, so nothing buffered
 * is lost and the order is kept.
 */
function createStdoutLines(): pino.DestinationStream {
  let chunk = Buffer.allocUnsafeSlow(LOG_CHUNK_BYTES);
  let used = 0;
  const handOver = () => {
    if (used === 0) return;
    // sonic-boom keeps the Buffer until it is written, so the next lines go to a fresh chunk.
    const bytes = chunk.subarray(0, used);
    chunk = Buffer.allocUnsafeSlow(LOG_CHUNK_BYTES);
    used = 0;
    // sonic-boom's types only name strings; in buffer mode it takes (and needs) Buffers.
    sonic.write(bytes as unknown as string);
  };
  // Registered before pino.destination registers its own hooks, so these run first.
  process.on('beforeExit', handOver);
  process.on('exit', () => {
    if (used === 0) return;
    try {
      // Drain sonic-boom first: the chunk holds the newer lines.
      sonic.flushSync();
      handOver();
      sonic.flushSync();
    } catch {
      /* not open yet, already ended, or stdout closed: nothing more can be done at exit */
    }
  });
  const sonic = pino.destination({
    dest: 1,
    sync: true,
    minLength: LOG_WRITE_MIN_BYTES,
    maxWrite: LOG_WRITE_MAX_BYTES,
    contentMode: 'buffer',
  });
  const timer = setInterval(() => {
    // flush() throws while the stream is still opening; the next tick will try again.
    try {
      handOver();
      sonic.flush();
    } catch {
      /* not ready yet */
    }
  }, LOG_FLUSH_INTERVAL_MS);
  timer.unref();
  return {
    write: (line: string) => {
      const worstCase = line.length * MAX_UTF8_BYTES_PER_CHAR;
      // Strictly under: a chunk at rest never reaches LOG_WRITE_MIN_BYTES (see the exit hook).
      if (used + worstCase >= LOG_CHUNK_BYTES) {
        handOver();
        if (worstCase >= LOG_CHUNK_BYTES) {
          // A line too long for any chunk (a long error) goes over as a Buffer of its own.
          sonic.write(Buffer.from(line, 'utf8') as unknown as string);
          return;
        }
      }
      used += chunk.write(line, used);
    },
    flush: (cb?: (err?: Error) => void) => {
      handOver();
      sonic.flush(cb);
    },
    flushSync: () => {
      handOver();
      sonic.flushSync();
    },
  } as pino.DestinationStream;
}

export function flushLogs(log: Logger): Promise<void> {
  return new Promise((resolve) => log.flush(() => resolve()));
}

/** One access-log line per request (server/http/request-context.ts). */
export interface AccessEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  partnerId: string | undefined;
  keyPrefix: string | undefined;
}

type LoggerInternals = Record<symbol, unknown>;

/**
 * True when the text can sit between JSON quotes as it is: printable ASCII other than the quote
 * and the backslash. Anything else (control characters, DEL, non-ASCII, lone surrogates) takes
 * JSON.stringify. A plain loop: the regular expression it replaces cost a tenth of the line.
 */
function isPlainJsonText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return false;
  }
  return true;
}
/** A JSON string literal; the common all-safe case skips JSON.stringify (half the line's cost). */
const jsonString = (value: string): string => (isPlainJsonText(value) ? `"${value}"` : JSON.stringify(value));

/**
 * Writes the access line by hand: the same JSON pino would write for
 * `log.info({ requestId, method, path, status, ms, partnerId, keyPrefix }, 'request')` (same level,
 * time, bindings, key order, omitted undefined fields), through the logger's own destination, so
 * it stays buffered and ordered with every other line. pino's generic path (object walk, the
 * redaction pass) cost more than the rest of a request; these fields are built by the server and
 * never hold a credential, so none of it is needed. Any string a client controls is JSON-escaped.
 * A logger with a mixin, a log formatter or a multistream gets the ordinary pino call instead, so
 * nothing those add is lost.
 */
export function accessLogWriter(log: Logger): (entry: AccessEntry) => void {
  const internals = log as unknown as LoggerInternals;
  const s = pino.symbols;
  const stream = internals[s.streamSym] as { write(line: string): unknown } | undefined;
  const formatters = internals[s.formattersSym] as { log?: unknown } | undefined;
  const levelCache = (internals[s.lsCacheSym] as Record<number, string> | undefined)?.[log.levels.values.info!];
  const plain =
    stream && typeof stream.write === 'function' && !internals[s.mixinSym] && !formatters?.log && levelCache &&
    // pino.multistream reads the level of each line from metadata that only pino's own path sets.
    (stream as Record<symbol, unknown>)[s.needsMetadataGsym] !== true;
  if (!plain) {
    return (entry) => log.info({ ...entry }, 'request');
  }
  const time = internals[s.timeSym] as () => string;
  const bindings = internals[s.chindingsSym] as string;
  const messageEnd = `,${JSON.stringify(internals[s.messageKeySym] ?? 'msg')}:"request"${internals[s.endSym] as string}`;
  return function writeAccessLine(e: AccessEntry): void {
    if (!log.isLevelEnabled('info')) return;
    let line = `${levelCache}${time()}${bindings},"requestId":${jsonString(e.requestId)},"method":${jsonString(e.method)},"path":${jsonString(e.path)},"status":${e.status},"ms":${e.ms}`;
    if (e.partnerId !== undefined) line += `,"partnerId":${jsonString(e.partnerId)}`;
    if (e.keyPrefix !== undefined) line += `,"keyPrefix":${jsonString(e.keyPrefix)}`;
    stream.write(line + messageEnd);
  };
}
