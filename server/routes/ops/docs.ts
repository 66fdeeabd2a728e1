// /openapi.json and a docs page at /docs served from local files (swagger-ui-dist from
// node_modules): the box may be offline, so no CDN.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../http/route.js';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner Document Extraction API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"><link rel="icon" href="/docs/assets/favicon-32x32.png"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script></body></html>`;

const INIT_JS = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

export function docsRoutes(document: () => Record<string, unknown>): RouteDef[] {
  const cache = new Map<string, Buffer>();
  const asset = (name: string): Buffer => {
    let bytes = cache.get(name);
    if (!bytes) {
      bytes = readFileSync(join(swaggerDir, name));
      cache.set(name, bytes);
    }
    return bytes;
  };
  return [
    defineRoute({
      surface: 'ops',
      method: 'get',
      path: '/openapi.json',
      operationId: 'openapiDocument',
      summary: 'This OpenAPI 3.1 document',
      tags: ['Operations'],
      auth: 'none',
      extension: true,
      responses: { 200: { description: 'OpenAPI 3.1 document', contentType: 'application/json' } },
      handler: (ctx) => {
        ctx.body = document();
      },
    }),
    defineRoute({
      surface: 'ops',
      method: 'get',
      path: '/docs',
      operationId: 'docsPage',
      summary: 'Interactive API documentation (served from local files)',
      tags: ['Operations'],
      auth: 'none',
      extension: true,
      responses: { 200: { description: 'HTML page', contentType: 'text/html' } },
      handler: (ctx) => {
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = DOCS_HTML;
      },
    }),
    defineRoute({
      surface: 'ops',
      method: 'get',
      path: '/docs/assets/{name}',
      operationId: 'docsAsset',
      summary: 'Static asset of the docs page',
      tags: ['Operations'],
      auth: 'none',
      extension: true,
      params: z.object({ name: z.string().max(64) }),
      responses: { 200: { description: 'Asset' }, 404: { description: 'No such asset' } },
      handler: (ctx, { params }) => {
        const name = params.name;
        if (name === 'init.js') {
          ctx.type = 'text/javascript; charset=utf-8';
          ctx.body = INIT_JS;
          return;
        }
        const type = ASSETS[name];
        if (!type) return; // falls through to the 404 answer
        ctx.type = type;
        ctx.set('Cache-Control', 'public, max-age=86400');
        ctx.body = asset(name);
      },
    }),
  ];
}
