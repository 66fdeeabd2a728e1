// Entry point of `npm start`: read the configuration once, start, and stop gracefully on
// SIGTERM/SIGINT (finish in-flight requests, close the pool and the database).
import { ConfigError, loadConfig } from './config.js';
import { createLogger, flushLogs } from './logger.js';
import { startServer } from './server.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  throw err;
}
const log = createLogger(config.logLevel);
const running = await startServer(config, { logger: log });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    running.close().then(
      () => flushLogs(log).then(() => process.exit(0)),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        void flushLogs(log).then(() => process.exit(1));
      },
    );
  });
}
