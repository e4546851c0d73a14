import { Binary, Id, IdList, INT32_MAX, LegacyFlag, WeekdayList } from './schemas';

/** A small subset of OpenAPI 3.1 typing, enough for the facade's own documents. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type OpenApiPaths = Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;

export const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
export const bearer = [{ bearerAuth: [] }];
/** Works with or without a token (the answer may differ). */
export const optionalBearer = [{}, ...bearer];
export const messageResponse = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/Message' }),
});
export const errors = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      String(code),
      { description: ERROR_TEXT[code], content: json({ $ref: '#/components/schemas/Message' }) },
    ]),
  );

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: message in Italian, `key` is the message key, `field` the offending field',
  401: 'Missing, invalid or outdated token',
  403: 'Not allowed',
  404: 'Not found',
  409: 'State conflict',
  413: 'Body or file too large',
  429: 'Rate limited (see Retry-After)',
};

/*
 * Shared request fragments of the modules still written as OpenAPI objects: the same ones the
 * declared routes use (rest/schemas.ts), so both kinds enforce one contract. This file goes once
 * the last module declares its routes (docs/rest-contract.md).
 */

export { INT32_MAX, ID_LIST_PATTERN } from './schemas';

/** A database id: a positive 32-bit integer (PostgreSQL `integer`). */
export const idSchema: JsonSchema = Id;

export const idParam = (name = 'id', description?: string): OpenApiParameter => ({
  name,
  in: 'path',
  required: true,
  schema: idSchema,
  ...(description ? { description } : {}),
});

export const idQuery = (name: string, required = false, description?: string) =>
  ({
    name,
    in: 'query',
    required,
    schema: idSchema,
    ...(description ? { description } : {}),
  }) satisfies OpenApiParameter;

/** A string of at most `maxLength` characters (no NUL or control characters: enforced for every string). */
export const text = (maxLength: number, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  maxLength,
  ...extra,
});

/** 'YYYY-MM-DD'; whether it is a real (past, adult…) date is the service's rule, with its key. */
export const isoDate = (extra: JsonSchema = {}): JsonSchema =>
  text(10, { description: 'YYYY-MM-DD', ...extra });

/**
 * A JSON boolean of the legacy contract: `true`/`false`, or the strings "true"/"false" its client
 * sent from form state. In a query or a multipart field use `{ type: 'boolean' }` (text arrives
 * as text there and is read as a boolean).
 */
export const legacyFlag = (extra: JsonSchema = {}): JsonSchema => LegacyFlag(extra);

/**
 * Ids as the legacy comma list "1,2,3" (empty: none) or as a JSON array of ids. Each id is a
 * positive 32-bit integer (the `id-list` format checks the bound the pattern cannot).
 */
export const idList = (description: string): JsonSchema => IdList(description);

/** Weekdays 0 (Sunday) … 6 as a comma list "1,3" or an array. */
export const weekdayList = (description: string): JsonSchema => WeekdayList(description);

export const searchQuery = (description?: string) =>
  ({
    name: 'search',
    in: 'query',
    schema: text(100),
    ...(description ? { description } : {}),
  }) satisfies OpenApiParameter;

export const afterQuery = {
  name: 'after',
  in: 'query',
  schema: text(500),
  description: 'the X-Next-Cursor header of the previous page',
} satisfies OpenApiParameter;

export const limitQuery = (fallback: number) =>
  ({
    name: 'limit',
    in: 'query',
    schema: { type: 'integer', minimum: 1, maximum: INT32_MAX, default: fallback },
    description: 'page size (at most 100 are given)',
  }) satisfies OpenApiParameter;

export const flagQuery = (name: string, extra: JsonSchema = {}, description?: string) =>
  ({
    name,
    in: 'query',
    schema: { type: 'boolean', ...extra },
    ...(description ? { description } : {}),
  }) satisfies OpenApiParameter;

/** A file part of a multipart body. */
export const binary: JsonSchema = Binary;

/** Fields sent as multipart form data, or the same fields (without the files) as JSON. */
export const formBody = (properties: Record<string, JsonSchema>) => {
  const fields = Object.fromEntries(
    Object.entries(properties).filter(([, s]) => s.format !== 'binary'),
  );
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: { type: 'object', properties } },
      'application/json': { schema: { type: 'object', properties: fields } },
    },
  };
};
