import type { Migration } from './index.js';

export const foundation: Migration = {
  version: 1,
  name: 'foundation: partners, tenants, api keys, rate counters',
  sql: `
CREATE TABLE partners (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  tier TEXT NOT NULL CHECK (tier IN ('extraction', 'storage', 'embed')),
  legacy_plan TEXT NOT NULL DEFAULT 'core' CHECK (legacy_plan IN ('core', 'multi', 'enterprise')),
  created_at TEXT NOT NULL
);

CREATE TABLE tenants (
  id TEXT PRIMARY KEY,
  partner_id TEXT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  email TEXT,
  is_primary INTEGER NOT NULL DEFAULT 0,
  max_locations INTEGER NOT NULL DEFAULT 1,
  sso_provider TEXT CHECK (sso_provider IN ('saml', 'oidc')),
  created_at TEXT NOT NULL
);
CREATE INDEX tenants_partner ON tenants(partner_id);
CREATE UNIQUE INDEX tenants_one_primary ON tenants(partner_id) WHERE is_primary = 1;

CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  partner_id TEXT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  prefix TEXT NOT NULL UNIQUE,
  hash BLOB NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  scopes TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX api_keys_partner ON api_keys(partner_id);

-- Persisted rate-limit windows so a restart inside a window keeps the count.
CREATE TABLE rate_counters (
  key_id TEXT NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
  window TEXT NOT NULL CHECK (window IN ('minute', 'legacy_minute', 'month')),
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key_id, window)
);
`,
};
