// One webhook HTTP attempt (DECISIONS "Webhooks"): POST the stored body with Standard Webhooks
// headers; a 2xx within the timeout is success; redirects are never followed (a 3xx is a failed
// attempt, so a receiver cannot bounce us to an internal address); connections go only to
// addresses the AddressPolicy allowed (see target.ts).
import { request, Agent } from 'node:https';
import { createSecureContext, rootCertificates } from 'node:tls';
import { isIP } from 'node:net';
import type { AddressPolicy } from './address-policy.js';
import { bareHost, guardedLookup, resolveAllowed, type Resolver } from './target.js';
import { signatureHeader } from './signature.js';

export interface WebhookMessage {
  url: string;
  /** webhook-id: the event id, the same on every retry so receivers can dedupe. */
  msgId: string;
  /** The exact bytes that are signed and sent. */
  body: string;
  /** Current secret first, then a previous one still in its rotation grace period. */
  secrets: readonly string[];
}

export interface SendResult {
  startedAt: number;
  durationMs: number;
  /** The receiver's HTTP status, null when none arrived (network, TLS, timeout, refused address). */
  statusCode: number | null;
  ok: boolean;
  error: string | null;
}

export interface SenderOptions {
  policy: AddressPolicy;
  resolver: Resolver;
  timeoutMs: number;
  /** Extra trusted CA certificates (PEM) for receivers with private certificates. */
  extraCaPem?: string;
  userAgent: string;
  now?: () => number;
}

/** Bodies of receiver answers are read and dropped; past this much the socket is not worth keeping. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export class WebhookSender {
  readonly #agent: Agent;
  readonly #options: SenderOptions;
  readonly #lookup: ReturnType<typeof guardedLookup>;

  constructor(options: SenderOptions) {
    this.#options = options;
    this.#lookup = guardedLookup(options.policy, options.resolver);
    // Keep-alive: one TLS handshake per receiver, not per delivery. Extra CAs go in through one
    // prebuilt SecureContext: an agent given `ca` directly folds the whole bundle (~200 KB of PEM)
    // into its connection-pool key on every request, which costs milliseconds per delivery.
    this.#agent = new Agent({
      keepAlive: true,
      maxSockets: 8,
      maxFreeSockets: 8,
      timeout: 30_000,
      ...(options.extraCaPem ? { secureContext: createSecureContext({ ca: [...rootCertificates, options.extraCaPem] }) } : {}),
    });
  }

  async send(message: WebhookMessage): Promise<SendResult> {
    const now = this.#options.now ?? Date.now;
    const startedAt = now();
    const finish = (statusCode: number | null, error: string | null): SendResult => ({
      startedAt,
      durationMs: Math.max(0, now() - startedAt),
      statusCode,
      ok: error === null && statusCode !== null && statusCode >= 200 && statusCode < 300,
      error,
    });
    let url: URL;
    try {
      url = new URL(message.url);
    } catch {
      return finish(null, 'stored url is not valid');
    }
    const host = bareHost(url);
    if (isIP(host) !== 0) {
      // Sockets skip `lookup` for IP literals, so check those here.
      try {
        await resolveAllowed(host, this.#options.policy, this.#options.resolver);
      } catch (err) {
        return finish(null, (err as Error).message);
      }
    }
    const timestamp = Math.floor(startedAt / 1000);
    const body = Buffer.from(message.body, 'utf8');
    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const done = (statusCode: number | null, error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(finish(statusCode, error));
      };
      const req = request(
        {
          protocol: 'https:',
          hostname: host,
          port: url.port || 443,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          agent: this.#agent,
          lookup: this.#lookup as never,
          // SNI and certificate checks use the registered host name, not the address connected to.
          ...(isIP(host) === 0 ? { servername: host } : {}),
          headers: {
            'content-type': 'application/json',
            'content-length': body.length,
            'user-agent': this.#options.userAgent,
            'webhook-id': message.msgId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signatureHeader(message.secrets, message.msgId, timestamp, message.body),
          },
        },
        (res) => {
          const status = res.statusCode ?? null;
          let received = 0;
          res.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > MAX_RESPONSE_BYTES) res.destroy();
          });
          const settle = () =>
            done(status, status !== null && status >= 300 && status < 400 ? `redirect (${status}) not followed` : status !== null && (status < 200 || status >= 300) ? `receiver answered ${status}` : null);
          res.on('end', settle);
          res.on('close', settle);
          res.on('error', settle);
        },
      );
      const timer = setTimeout(() => {
        req.destroy(new Error(`no answer within ${this.#options.timeoutMs} ms`));
      }, this.#options.timeoutMs);
      req.on('error', (err: NodeJS.ErrnoException) => {
        const code = err.code && err.code !== 'EWEBHOOKREFUSED' ? `${err.code}: ` : '';
        done(null, `${code}${err.message}`.slice(0, 500));
      });
      req.end(body);
    });
  }

  /** Closes pooled connections (shutdown). */
  close(): void {
    this.#agent.destroy();
  }
}
