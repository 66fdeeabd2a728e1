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

/**
 * Logs go to stdout through a buffered asynchronous writer: one write syscall per 4 KB or per
 * 200 ms instead of one per line (a synchronous line-per-request log costs more than the request
 * itself). `flushLogs` is called at shutdown so nothing buffered is lost.
 */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const stream = destination ?? bufferedStdout();
  return pino(
    {
      level,
      base: { service: 'docextract' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    stream as pino.DestinationStream,
  );
}

function bufferedStdout(): NodeJS.WritableStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => {
    // flush() throws while the stream is still opening; the next tick will try again.
    try {
      stream.flush();
    } catch {
      /* not ready yet */
    }
  }, LOG_FLUSH_INTERVAL_MS);
  timer.unref();
  return stream as unknown as NodeJS.WritableStream;
}

export function flushLogs(log: Logger): Promise<void> {
  return new Promise((resolve) => log.flush(() => resolve()));
}
