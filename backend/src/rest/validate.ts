import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Request, Response } from 'express';
import multer from 'multer';
import { MESSAGE_KEYS } from '@insieme/schema';
import { AppError, badInput } from '../common/app-error';
import type { HttpMethod, JsonSchema, OpenApiOperation, OpenApiParameter } from './openapi';
import { INT32_MAX } from './schemas';

/*
 * The check of a request against its route's operation (the one /api/openapi.json shows), run
 * before the handler: the token as the operation's `security` says, then path, query and body
 * with ajv. Handlers read only the validated values, so the document cannot drift from what the
 * facade accepts. docs/rest-contract.md, "How a request is checked".
 *
 * Types are strict: JSON bodies are never coerced. Path, query and multipart values arrive as text
 * and are read as the declared integer/boolean, strictly (digits; true/false/1/0). Every string
 * refuses NUL and control characters other than tab, LF and CR (the `x-text` keyword, added to
 * every string schema when compiling, so new endpoints get it without asking).
 */

type Values = Record<string, unknown>;

/** The validated (and defaulted) request: what a route's handler reads. */
export interface ValidatedInput {
  params: Values;
  query: Values;
  body: Values;
  /** Uploaded files of a multipart body, by field name. */
  files: Record<string, Buffer[]>;
}

export interface ValidationOptions {
  /** Sets the user from the bearer token; `required` refuses a request without a valid one. */
  authenticate: (req: Request, res: Response, mode: 'required' | 'optional') => Promise<void>;
  /** Per uploaded file. */
  maxUploadBytes: number;
}

/** The operation of one route, as the document shows it. */
export interface ValidatedOperation {
  method: HttpMethod;
  /** The documented path, e.g. '/event/{id}'. */
  path: string;
  operation: OpenApiOperation;
}

type SecurityMode = 'none' | 'optional' | 'required';

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';

function securityMode(operation: OpenApiOperation): SecurityMode {
  const security = operation.security ?? [];
  if (security.length === 0) return 'none';
  return security.some((s) => Object.keys(s).length === 0) ? 'optional' : 'required';
}

/** C0 controls except tab, LF, CR; DEL; C1 controls. PostgreSQL text cannot hold NUL at all. */
export function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f))
      return true;
  }
  return false;
}

const isIdList = (s: string): boolean =>
  s.trim() === '' ||
  s.split(',').every((part) => {
    const n = Number(part.trim());
    return /^\s*\d+\s*$/.test(part) && Number.isInteger(n) && n >= 1 && n <= INT32_MAX;
  });

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SCHEMA_LISTS = ['prefixItems', 'anyOf', 'oneOf', 'allOf'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];

export const schemaTypes = (schema: JsonSchema): string[] => {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
};

/**
 * A copy of `schema` prepared for ajv: every string (but file parts) gets the text rule, and local
 * `$ref`s of an operation point into the document's components registered as `openapi`.
 */
function prepareSchema(schema: unknown, options: { rebaseRefs: boolean }): unknown {
  if (Array.isArray(schema)) return schema.map((s) => prepareSchema(s, options));
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === '$ref' && typeof value === 'string' && options.rebaseRefs && value.startsWith('#/'))
      out[key] = `openapi${value}`;
    else if (SCHEMA_MAPS.includes(key) && value && typeof value === 'object')
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, prepareSchema(v, options)]),
      );
    else if (SCHEMA_LISTS.includes(key) || SCHEMA_VALUES.includes(key))
      out[key] = prepareSchema(value, options);
    else out[key] = value;
  }
  if (schemaTypes(source).includes('string') && source.format !== 'binary') out['x-text'] = true;
  return out;
}

/**
 * One ajv for the routes: strict schemas, no coercion, defaults applied, unknown properties
 * dropped, and the document's components (the target of every operation's `$ref`s) registered.
 */
export function requestAjv(components: Record<string, JsonSchema>): Ajv {
  const ajv = new Ajv({
    strict: true,
    allowUnionTypes: true,
    allErrors: false,
    coerceTypes: false,
    useDefaults: true,
    removeAdditional: 'all',
    verbose: true,
  });
  addFormats(ajv);
  ajv.addFormat('id-list', { type: 'string', validate: isIdList });
  // annotations of the document
  ajv.addKeyword('components');
  ajv.addKeyword({ keyword: 'x-message-key', schemaType: 'string' });
  ajv.addKeyword({
    keyword: 'x-text',
    type: 'string',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, data: string) => !enabled || !hasControlCharacter(data),
  });
  // the components' own refs stay local to them
  const schemas = Object.entries(components).map(([name, schema]) => [
    name,
    prepareSchema(schema, { rebaseRefs: false }),
  ]);
  ajv.addSchema({ components: { schemas: Object.fromEntries(schemas) } }, 'openapi');
  return ajv;
}

/** instancePath '/shifts/0/color' → 'shifts[0].color' (the services' field notation). */
function fieldName(error: ErrorObject): string {
  const parts = error.instancePath.split('/').slice(1);
  if (error.keyword === 'required')
    parts.push(String((error.params as { missingProperty: string }).missingProperty));
  return parts
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

/** The first ajv error as the facade's 400: the field's own message key when it names one. */
function refusal(error: ErrorObject): AppError {
  const field = fieldName(error) || undefined;
  const parent = error.parentSchema as JsonSchema | undefined;
  const schema =
    error.keyword === 'required'
      ? ((parent?.properties as Record<string, JsonSchema> | undefined)?.[
          (error.params as { missingProperty: string }).missingProperty
        ] ?? {})
      : (parent ?? {});
  if (error.keyword === 'x-text') return badInput(MESSAGE_KEYS.invalidCharacters, { field });
  const key = schema['x-message-key'];
  if (typeof key === 'string') return badInput(key, { field });
  if (error.keyword === 'required') return badInput(MESSAGE_KEYS.mandatory, { field });
  if (error.keyword === 'maxLength')
    return badInput(MESSAGE_KEYS.maxLength, {
      field,
      params: { max: (error.params as { limit: number }).limit },
    });
  return badInput(MESSAGE_KEYS.invalidRequest, { field });
}

/**
 * Text from a path, a query or a multipart field, read as the declared scalar type (strictly).
 * The type is read from the schema itself: keep parameter and multipart field schemas inline.
 */
export function fromText(value: unknown, schema: JsonSchema): unknown {
  if (typeof value !== 'string') return value;
  const types = schemaTypes(schema);
  if (types.length === 0 || types.includes('string')) return value;
  if ((types.includes('integer') || types.includes('number')) && /^-?\d{1,16}$/.test(value))
    return Number(value);
  if (types.includes('number') && /^-?\d{1,16}\.\d{1,16}$/.test(value)) return Number(value);
  if (types.includes('boolean')) {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
  }
  return value;
}

/** A body that is absent is validated as `{}`: required fields and defaults still apply. */
interface CompiledBody {
  json?: ValidateFunction;
  multipart?: {
    validate: ValidateFunction;
    properties: Record<string, JsonSchema>;
    /** The fields the contract declares binary: only files may come in them. */
    fileNames: string[];
    upload: ReturnType<ReturnType<typeof multer>['fields']>;
  };
}

/** Parameters of one place (path or query): their schemas, and null when there are none. */
interface CompiledParameters {
  validate: ValidateFunction | null;
  schemas: Record<string, JsonSchema>;
}

function compileParameters(ajv: Ajv, params: OpenApiParameter[]): CompiledParameters {
  const schemas = Object.fromEntries(params.map((p) => [p.name, p.schema]));
  // most operations have no query, many no path id: nothing to compile
  if (params.length === 0) return { validate: null, schemas };
  const schema = {
    type: 'object',
    properties: schemas,
    required: params.filter((p) => p.required).map((p) => p.name),
  };
  return {
    validate: ajv.compile(prepareSchema(schema, { rebaseRefs: true }) as JsonSchema),
    schemas,
  };
}

/** File parts of a multipart schema: a binary string (one file) or an array of them (maxItems). */
function fileFields(properties: Record<string, JsonSchema>): { name: string; maxCount: number }[] {
  return Object.entries(properties).flatMap(([name, s]) => {
    if (s.format === 'binary') return [{ name, maxCount: 1 }];
    const items = s.items as JsonSchema | undefined;
    if (schemaTypes(s).includes('array') && items?.format === 'binary')
      return [{ name, maxCount: typeof s.maxItems === 'number' ? s.maxItems : 10 }];
    return [];
  });
}

function compileMultipart(
  ajv: Ajv,
  schema: JsonSchema,
  maxUploadBytes: number,
): CompiledBody['multipart'] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const files = fileFields(properties);
  const isFile = (name: string) => files.some((f) => f.name === name);
  const textProperties = Object.fromEntries(
    Object.entries(properties).filter(([name]) => !isFile(name)),
  );
  const required = ((schema.required ?? []) as string[]).filter((n) => !isFile(n));
  const textSchema = { ...schema, properties: textProperties, required };
  return {
    validate: ajv.compile(prepareSchema(textSchema, { rebaseRefs: true }) as JsonSchema),
    properties: textProperties,
    fileNames: files.map((f) => f.name),
    upload: multer({
      storage: multer.memoryStorage(),
      limits: {
        fileSize: maxUploadBytes,
        files: files.reduce((n, f) => n + f.maxCount, 0),
        fields: 50,
        fieldNameSize: 100,
        fieldSize: 64 * 1024,
        parts: 60,
      },
    }).fields(files),
  };
}

function check(validate: ValidateFunction | null, value: unknown): void {
  if (validate && !validate(value)) throw refusal(validate.errors![0]);
}

/**
 * The declared values only, each read from text as its schema's type; an empty value of a
 * non-string field counts as absent (`?limit=` is no limit).
 */
function textValues(source: Record<string, unknown>, schemas: Record<string, JsonSchema>): Values {
  const values: Values = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!Object.prototype.hasOwnProperty.call(source, name)) continue;
    const raw = source[name];
    if (raw === '' && !schemaTypes(schema).includes('string')) continue;
    values[name] = fromText(raw, schema);
  }
  return values;
}

function runUpload(
  upload: NonNullable<CompiledBody['multipart']>,
  req: Request,
  res: Response,
): Promise<void> {
  return new Promise((resolve, reject) => {
    upload.upload(req, res, (error?: unknown) => {
      if (!error) resolve();
      // multer's own errors (too large, unexpected file) keep their 400; a broken body is ours
      else
        reject(error instanceof multer.MulterError ? error : badInput(MESSAGE_KEYS.invalidRequest));
    });
  });
}

async function readBody(
  spec: CompiledBody,
  req: Request,
  res: Response,
): Promise<Pick<ValidatedInput, 'body' | 'files'>> {
  const length = req.headers['content-length'];
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (!hasBody) {
    // no body at all: the fields' defaults and required rules still apply
    const empty: Values = {};
    check(spec.json ?? spec.multipart!.validate, empty);
    return { body: empty, files: {} };
  }
  const kind = req.is([JSON_TYPE, MULTIPART_TYPE]);
  if (kind === JSON_TYPE && spec.json) {
    const value: unknown = req.body ?? {};
    check(spec.json, value);
    return { body: value as Values, files: {} };
  }
  if (kind === MULTIPART_TYPE && spec.multipart) {
    await runUpload(spec.multipart, req, res);
    const fields = (req.body ?? {}) as Record<string, unknown>;
    // a text part is text: multer makes objects and arrays of 'name[a]' and repeated names, and
    // those are refused whether or not the contract names the field. A text part (no filename) in
    // a binary field is not a file either: multer files it among the text fields, where nobody
    // looks, and the request would succeed without what it meant to send
    for (const [name, raw] of Object.entries(fields))
      if (typeof raw !== 'string' || spec.multipart.fileNames.includes(name))
        throw badInput(MESSAGE_KEYS.invalidRequest, { field: name });
    const value = textValues(fields, spec.multipart.properties);
    check(spec.multipart.validate, value);
    const uploaded = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
    const files = Object.fromEntries(
      Object.entries(uploaded).map(([name, list]) => [name, list.map((f) => f.buffer)]),
    );
    return { body: value, files };
  }
  throw badInput(MESSAGE_KEYS.invalidRequest, { field: 'content-type' });
}

/**
 * Compiles one operation's checks and gives the reader of a request's validated input: it
 * authenticates (before the body is read, so no upload is parsed for a caller who may not send
 * it), then validates path, query and body. Throws at compile time for an input it would not
 * check (a header parameter, a body of another media type), so nothing passes unvalidated.
 */
export function requestValidator(
  ajv: Ajv,
  { method, path, operation }: ValidatedOperation,
  options: ValidationOptions,
): (req: Request, res: Response) => Promise<ValidatedInput> {
  const params = operation.parameters ?? [];
  for (const p of params)
    if (p.in !== 'path' && p.in !== 'query')
      throw new Error(`${method} ${path}: parameters in ${String(p.in)} are not validated`);
  const pathParams = params.filter((p) => p.in === 'path');
  const declared = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  if (
    declared.join() !==
    pathParams
      .map((p) => p.name)
      .sort()
      .join()
  )
    throw new Error(`${method} ${path}: path parameters and template differ`);
  const pathChecks = compileParameters(ajv, pathParams);
  const queryChecks = compileParameters(
    ajv,
    params.filter((p) => p.in === 'query'),
  );

  let body: CompiledBody | null = null;
  if (operation.requestBody) {
    body = {};
    for (const [type, media] of Object.entries(operation.requestBody.content)) {
      if (type === JSON_TYPE)
        body.json = ajv.compile(prepareSchema(media.schema, { rebaseRefs: true }) as JsonSchema);
      else if (type === MULTIPART_TYPE)
        body.multipart = compileMultipart(ajv, media.schema, options.maxUploadBytes);
      else throw new Error(`${method} ${path}: request bodies of type ${type} are not validated`);
    }
  }
  const security = securityMode(operation);

  return async (req, res) => {
    if (security !== 'none') await options.authenticate(req, res, security);
    const params = textValues(req.params, pathChecks.schemas);
    check(pathChecks.validate, params);
    const query = textValues(req.query as Values, queryChecks.schemas);
    check(queryChecks.validate, query);
    const { body: values, files } = body ? await readBody(body, req, res) : { body: {}, files: {} };
    return { params, query, body: values, files };
  };
}
