// A JSON answer the route serialized itself (data that never changes for its key, serialized
// once). Koa sends a string body as is; setting the type first keeps it from calling the body
// text/plain, so the client sees exactly what `ctx.body = object` would have sent.
import type { AppContext } from './state.js';

/** What Koa's `ctx.type = 'json'` sets. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function setJsonText(ctx: AppContext, json: string): void {
  ctx.res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  ctx.body = json;
}
