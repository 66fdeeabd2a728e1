// The real service in-process (test/helpers/server.ts) for the end-to-end text-PDF numbers:
// multipart upload, auth, pool, SQLite records, JSON answer, all timed from the client side.
// Imported lazily: while a server module is missing, the benchmark says so and goes on.

export interface HttpUpload {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

export interface HttpDriver {
  uploadInvoice(bytes: Uint8Array, filename: string): Promise<HttpUpload>;
  stop(): Promise<void>;
}

export async function startHttpDriver(): Promise<HttpDriver | { unavailable: string }> {
  let helpers: [typeof import('../../test/helpers/server.js'), typeof import('../../test/helpers/upload.js')];
  try {
    helpers = await Promise.all([import('../../test/helpers/server.js'), import('../../test/helpers/upload.js')]);
  } catch (error) {
    return { unavailable: `the server does not load: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
  const [{ startTestServer }, { upload }] = helpers;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  try {
    server = await startTestServer({ WORKERS: '2', OCR_THREADS: '1' });
  } catch (error) {
    return { unavailable: `the server does not start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
  const { apiKey } = server.partner({ tier: 'embed' });
  return {
    async uploadInvoice(bytes, filename) {
      const started = performance.now();
      const response = await upload(server, '/api/v1/partner/invoices/upload', bytes, { key: apiKey }, {}, filename);
      const text = await response.text();
      const ms = performance.now() - started;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { unparsable: text.slice(0, 200) };
      }
      return { status: response.status, body, ms };
    },
    stop: () => server.stop(),
  };
}
