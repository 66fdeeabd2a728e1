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

/**
 * Logs go to stdout through a buffered asynchronous writer: one write syscall per 4 KB instead
 * of one per line (a synchronous line-per-request log costs more than the request itself).
 * `flushLogs` is called at shutdown so nothing buffered is lost.
 */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'docextract' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    (destination as pino.DestinationStream | undefined) ?? pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
}

export function flushLogs(log: Logger): Promise<void> {
  return new Promise((resolve) => log.flush(() => resolve()));
}
