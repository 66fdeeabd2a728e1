// Which tenant a request acts for (DECISIONS "Accounts, tenants, keys"): the key's primary tenant
// by default; a named tenant must be the primary one or a sub-tenant of the same partner, and
// any other answers 404 (never 403: do not reveal that it exists).
import { getPartnerTenant, type Tenant } from '../../data/repositories/partners.js';
import type { Db } from '../../data/db.js';
import type { KeyPrincipal } from '../../data/repositories/api-keys.js';
import { ApiError } from '../errors.js';

export function resolveTenant(db: Db, principal: KeyPrincipal, tenantId: string | undefined | null): Tenant {
  const tenant = getPartnerTenant(db, principal.partnerId, tenantId ?? principal.primaryTenantId);
  if (!tenant) throw new ApiError('not_found', 'Tenant not found');
  return tenant;
}
