// Reading a request header on the hot path. Koa's ctx.get lower-cases the name on every call
// (a new string each time); our names are written lower-case once, here at the call sites.
import type { AppContext } from './state.js';

/** The header's value as ctx.get returns it, '' when absent. Node already joins repeated values
 * (or keeps the first, for single-value headers); the one list it keeps (set-cookie) is joined. */
export function requestHeader(ctx: AppContext, lowerCaseName: Lowercase<string>): string {
  const value = ctx.req.headers[lowerCaseName];
  if (typeof value === 'string') return value;
  return value === undefined ? '' : value.join(', ');
}
