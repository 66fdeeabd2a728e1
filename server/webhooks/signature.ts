// Standard Webhooks signing (https://www.standardwebhooks.com, DECISIONS "Webhooks"): the secret is
// `whsec_` + base64 of 24 random bytes; the key is those bytes; the signature is
// `v1,` + base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)). Several signatures are
// space-separated, which is how a receiver keeps verifying while a secret is being rotated.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';
export const SECRET_BYTES = 24;

export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  if (!secret.startsWith(PREFIX)) throw new Error('webhook secret must start with whsec_');
  return Buffer.from(secret.slice(PREFIX.length), 'base64');
}

export function sign(secret: string, msgId: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The webhook-signature header value: one `v1,…` entry per secret, current secret first. */
export function signatureHeader(secrets: readonly string[], msgId: string, timestampSeconds: number, body: string): string {
  return secrets.map((s) => sign(s, msgId, timestampSeconds, body)).join(' ');
}
