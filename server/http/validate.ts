// Request parsing and validation from the route's own schemas. Bodies are parsed only for routes
// that declare one, with the content type the route declares; anything else is a clear 4xx.
import { Writable } from 'node:stream';
import type { Next } from 'koa';
import { koaBody } from 'koa-body';
import type { z } from 'zod';
import { ApiError } from '../errors.js';
import type { RouteDef, UploadedFile } from './route.js';
import type { AppContext } from './state.js';

export interface BodyLimits {
  maxJsonBytes: number;
  maxUploadBytes: number;
}

function describeIssues(location: string, error: z.ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const path = [location, ...issue.path.map(String)].join('.');
    return `${path}: ${issue.message}`;
  });
  return `Request validation failed: ${parts.join('; ')}`;
}

function check<T extends z.ZodType>(schema: T, value: unknown, location: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError('validation_failed', describeIssues(location, result.error));
  return result.data;
}

/** Query strings repeat keys as arrays; our schemas take single values, so keep the last. */
function flattenQuery(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined) out[k] = Array.isArray(v) ? (v.at(-1) ?? '') : v;
  return out;
}

/** Formidable writes parts to disk by default; keep the one upload in memory instead. */
interface MemoryFile {
  chunks: Buffer[];
}
const memoryFiles = new WeakMap<object, MemoryFile>();

function multipartParser(limits: BodyLimits) {
  return koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFiles: 1,
      maxFileSize: limits.maxUploadBytes,
      maxTotalFileSize: limits.maxUploadBytes,
      maxFields: 20,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: true,
      minFileSize: 0,
      fileWriteStreamHandler: (file?: object) => {
        const memory: MemoryFile = { chunks: [] };
        if (file) memoryFiles.set(file, memory);
        return new Writable({
          write(chunk: Buffer, _encoding, callback) {
            memory.chunks.push(chunk);
            callback();
          },
        });
      },
    },
  });
}

function jsonParser(limits: BodyLimits) {
  return koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limits.maxJsonBytes,
    multipart: false,
    urlencoded: false,
    text: false,
  });
}

const hasBody = (ctx: AppContext) => Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';

export function bodyParser(def: RouteDef, limits: BodyLimits) {
  if (def.multipart) {
    const parse = multipartParser(limits);
    return async function multipartBody(ctx: AppContext, next: Next): Promise<void> {
      if (!ctx.is('multipart/form-data')) {
        throw new ApiError('unsupported_media_type', 'This endpoint takes multipart/form-data with a "file" part');
      }
      const declared = Number(ctx.get('Content-Length') || 0);
      // Refuse obviously oversize uploads before reading them (spec: 413 over 25 MB).
      if (declared > limits.maxUploadBytes + 64 * 1024) throw new ApiError('payload_too_large');
      await parse(ctx, next);
    };
  }
  if (def.body) {
    const parse = jsonParser(limits);
    return async function jsonBody(ctx: AppContext, next: Next): Promise<void> {
      if (hasBody(ctx) && !ctx.is('application/json', 'application/*+json')) {
        throw new ApiError('unsupported_media_type', 'This endpoint takes a JSON body (Content-Type: application/json)');
      }
      await parse(ctx, next);
    };
  }
  return null;
}

function uploadedFile(ctx: AppContext, name: string): UploadedFile | null {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  const entry = files[name];
  const file = (Array.isArray(entry) ? entry[0] : entry) as
    | { originalFilename?: string | null; mimetype?: string | null; size?: number }
    | undefined;
  if (!file) return null;
  const memory = memoryFiles.get(file);
  const bytes = Buffer.concat(memory?.chunks ?? []);
  return { bytes, filename: file.originalFilename ?? 'upload', mimetype: file.mimetype ?? null, size: bytes.length };
}

/** What a route that declares no input receives: nothing to parse, so one shared frozen value. */
const NO_INPUT = Object.freeze({ params: undefined, query: undefined, body: undefined, fields: undefined, file: null });

export function validateRequest(def: RouteDef) {
  if (!def.params && !def.query && !def.body && !def.multipart) {
    // No async wrapper: Koa's composer turns a synchronous throw into a rejection, and a handler's
    // promise (if any) is passed on as it is.
    return function handleWithoutInput(ctx: AppContext, _next: Next): Promise<void> {
      return Promise.resolve(def.handler(ctx, NO_INPUT as never));
    };
  }
  return async function validateMiddleware(ctx: AppContext, next: Next): Promise<void> {
    const input = {
      params: def.params ? check(def.params, ctx.params, 'path') : undefined,
      query: def.query ? check(def.query, flattenQuery(ctx.query), 'query') : undefined,
      body: undefined as unknown,
      fields: undefined as unknown,
      file: null as UploadedFile | null,
    };
    if (def.body) input.body = check(def.body, (ctx.request as { body?: unknown }).body ?? {}, 'body');
    if (def.multipart) {
      const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
      const unknownParts = Object.keys(files).filter((k) => k !== def.multipart!.file.name);
      if (unknownParts.length > 0) {
        throw new ApiError('validation_failed', `Unexpected file part(s): ${unknownParts.join(', ')}`);
      }
      input.fields = check(def.multipart.fields, (ctx.request as { body?: unknown }).body ?? {}, 'form');
      input.file = uploadedFile(ctx, def.multipart.file.name);
      if (!input.file && def.multipart.file.required) throw new ApiError('file_required');
    }
    await def.handler(ctx, input as never);
  };
}
