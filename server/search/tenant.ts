// Which tenant a partner request addresses (DECISIONS "Accounts, tenants, keys"): the primary
// tenant by default, or a tenant of the key's own partner; any other id answers 404, never 403,
// so a partner cannot learn that another partner's tenant exists.
import { getPartnerTenant } from '../../data/repositories/partners.js';
import type { Db } from '../../data/db.js';
import type { KeyPrincipal } from '../../data/repositories/api-keys.js';
import { ApiError } from '../errors.js';

export function resolveTenant(db: Db, principal: KeyPrincipal, tenantId: string | undefined): string {
  if (tenantId === undefined || tenantId === principal.primaryTenantId) return principal.primaryTenantId;
  if (!getPartnerTenant(db, principal.partnerId, tenantId)) throw new ApiError('not_found', 'Tenant not found');
  return tenantId;
}
