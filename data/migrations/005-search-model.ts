import type { Migration } from './index.js';

// Which text embedder made the stored search vectors (engine/embed Embedder.fingerprint). Vectors of
// two models do not compare, so when the service starts with another model it embeds every search
// record again (server/search/service.ts refreshEmbeddings) and then records the new fingerprint.
export const searchModel: Migration = {
  version: 5,
  name: 'search embedder fingerprint',
  sql: `
CREATE TABLE search_embedder (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  fingerprint TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`,
};
