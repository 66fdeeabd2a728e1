// First start on an empty data directory: create a demo partner (Platform Embed, all scopes) and
// print its key once, with a ready curl line. BOOTSTRAP=false turns this off.
import type { Db } from '../data/db.js';
import { createApiKey } from '../data/repositories/api-keys.js';
import { countPartners, createPartner } from '../data/repositories/partners.js';
import { SCOPES } from './auth/policy.js';

export interface BootstrapResult {
  partnerId: string;
  apiKey: string;
  primaryTenantId: string;
}

export function bootstrapDemoPartner(db: Db): BootstrapResult | null {
  if (countPartners(db) > 0) return null;
  const partner = createPartner(db, { name: 'Demo Partner', tier: 'embed', legacyPlan: 'enterprise' });
  const { apiKey } = createApiKey(db, { partnerId: partner.id, scopes: SCOPES, name: 'bootstrap' });
  return { partnerId: partner.id, apiKey, primaryTenantId: partner.primaryTenantId };
}

export function bootstrapBanner(result: BootstrapResult, baseUrl: string): string {
  return [
    '',
    '  Demo partner created (Platform Embed tier, all scopes). This key is shown once; store it now:',
    '',
    `    API key: ${result.apiKey}`,
    '',
    '  Try it:',
    `    curl -s -H 'X-API-Key: ${result.apiKey}' ${baseUrl}/api/v1/partner/me`,
    '',
  ].join('\n');
}
