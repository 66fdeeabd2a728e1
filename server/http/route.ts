// A route is declared once: its schemas validate the request AND generate the OpenAPI document
// (server/http/openapi.ts), so the two cannot drift apart.
import type { z } from 'zod';
import type { Scope, Tier } from '../auth/policy.js';
import type { AppContext, Surface } from './state.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type AuthKind = 'apiKey' | 'bearer' | 'none';

/** An uploaded file, read into memory after the size check. */
export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  mimetype: string | null;
  size: number;
}

export interface MultipartSpec<F extends z.ZodObject = z.ZodObject> {
  /** Text fields of the form, validated like a JSON body. */
  fields: F;
  /** The single file part. */
  file: { name: string; required: boolean; description: string };
}

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  /** Defaults to application/json when a schema is given. */
  contentType?: string;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<P, Q, B, F> {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  fields: Infer<F>;
  file: UploadedFile | null;
}

export interface RouteDef<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  F extends z.ZodObject | undefined = z.ZodObject | undefined,
> {
  surface: Surface;
  method: HttpMethod;
  /** OpenAPI-style path: /api/v1/partner/invoices/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: AuthKind;
  scope?: Scope;
  /** Lowest tier allowed (tiers are cumulative). */
  tier?: Tier;
  /** Marks operations not in the spec (DECISIONS extensions) in the OpenAPI document. */
  extension?: boolean;
  deprecated?: boolean;
  /** Legacy routes: path of the versioned operation that replaces this one (Link rel=successor-version). */
  successor?: string;
  params?: P;
  query?: Q;
  body?: B;
  multipart?: F extends z.ZodObject ? MultipartSpec<F> : undefined;
  responses: Record<number, ResponseSpec>;
  handler: (ctx: AppContext, input: RouteInput<P, Q, B, F>) => Promise<void> | void;
}

/** Identity helper that infers handler input types from the schemas. */
export function defineRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodObject | undefined = undefined,
>(def: RouteDef<P, Q, B, F>): RouteDef {
  return def as unknown as RouteDef;
}

/** /a/{id}/b → /a/:id/b for @koa/router. */
export const toKoaPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');
