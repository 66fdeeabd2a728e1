// multipart/form-data uploads the way a partner's HTTP client sends them.
import type { TestServer } from './server.js';

export function uploadForm(bytes: Uint8Array, fields: Record<string, string> = {}, filename = 'document.pdf'): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([bytes]), filename);
  return form;
}

export function upload(
  server: TestServer,
  path: string,
  bytes: Uint8Array,
  auth: { key?: string; bearer?: string },
  fields: Record<string, string> = {},
  filename?: string,
): Promise<Response> {
  return server.api(path, { method: 'POST', body: uploadForm(bytes, fields, filename), ...auth });
}
