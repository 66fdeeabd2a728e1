// The one typed shape of ctx.state (no ad-hoc properties on shared objects).
import type { ParameterizedContext } from 'koa';
import type { KeyPrincipal } from '../../data/repositories/api-keys.js';

/** Each surface formats errors its own way (spec "Errors"). */
export type Surface = 'v1' | 'legacy' | 'ops';

export interface AppState {
  requestId: string;
  surface: Surface;
  principal?: KeyPrincipal;
}

export type AppContext = ParameterizedContext<AppState, { params: Record<string, string> }>;

export function principalOf(ctx: AppContext): KeyPrincipal {
  const principal = ctx.state.principal;
  if (!principal) throw new Error('route reached without authentication');
  return principal;
}
