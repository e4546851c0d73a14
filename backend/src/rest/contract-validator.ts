import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { MESSAGE_KEYS } from '@insieme/schema';
import { AppError, badInput, notFound } from '../common/app-error';
import {
  HTTP_METHODS,
  INT32_MAX,
  type HttpMethod,
  type JsonSchema,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiPaths,
} from './openapi-types';

/**
 * The REST contract is the OpenAPI document served at /api/openapi.json. This middleware is built
 * from that same document and runs before every handler: it finds the request's operation (an
 * Express router made from the documented paths, so matching is Express's own), checks the token
 * as the operation's `security` says, then validates path, query and body with ajv. Handlers read
 * only the validated values (`requestInput(res)`); a request no operation documents is a 404, so a
 * route cannot be served without a contract.
 *
 * Types are strict: JSON bodies are never coerced. Path, query and multipart values arrive as text
 * and are read as the declared integer/boolean, strictly (digits; true/false/1/0). Every string
 * refuses NUL and control characters other than tab, LF and CR (the `x-text` keyword, added to
 * every string schema when compiling, so new endpoints get it without asking).
 */

export interface OpenApiDocument {
  paths: OpenApiPaths;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
}

type Values = Record<string, unknown>;

/** What a handler may read: the validated (and defaulted) request. */
export interface RequestInput {
  path: Values;
  query: Values;
  body: Values;
  /** Uploaded files of a multipart body, by field name. */
  files: Record<string, Buffer[]>;
}

export type SecurityMode = 'none' | 'optional' | 'required';

export interface ContractOptions {
  /** Sets the user from the bearer token; `required` refuses a request without a valid one. */
  authenticate: (req: Request, res: Response, mode: 'required' | 'optional') => Promise<void>;
  /** Per uploaded file. */
  maxUploadBytes: number;
  /**
   * Compile every operation now instead of on its first request. Compiling the whole document
   * takes a few hundred milliseconds, which every test app would pay at start; a test compiles
   * it all eagerly, so a broken schema still fails the build.
   */
  eager?: boolean;
}

export interface ContractOperation {
  method: HttpMethod;
  /** The documented path, e.g. '/event/{id}'. */
  path: string;
  /** The same path in Express syntax, e.g. '/event/:id'. */
  expressPath: string;
  operation: OpenApiOperation;
}

const INPUT = Symbol('contract input');
const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';

export function requestInput(res: Response): RequestInput {
  const input = (res.locals as { [INPUT]?: RequestInput })[INPUT];
  // a handler reached without the contract middleware is a wiring mistake, not bad input
  if (!input) throw new Error(`no validated input for ${res.req.method} ${res.req.originalUrl}`);
  return input;
}

/** Every documented operation, most specific path first (literal segments before parameters). */
export function contractOperations(document: Pick<OpenApiDocument, 'paths'>): ContractOperation[] {
  const list: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) list.push({ method, path, expressPath: toExpressPath(path), operation });
    }
  return list.sort((a, b) => compareSpecificity(a.path, b.path));
}

export const toExpressPath = (path: string): string =>
  path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) return `:${param[1]}`;
      if (/[{}]/.test(segment)) throw new Error(`unsupported path template: ${path}`);
      return segment.replace(/[()[\]?+!*:]/g, '\\$&');
    })
    .join('/');

export function compareSpecificity(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const aParam = as[i].startsWith('{');
    const bParam = bs[i].startsWith('{');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return bs.length - as.length || a.localeCompare(b);
}

export function securityMode(operation: OpenApiOperation): SecurityMode {
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

/** One ajv for the document: strict schemas, no coercion, defaults applied, unknown properties dropped. */
export function createContractAjv(): Ajv {
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
  return ajv;
}

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
export function prepareSchema(schema: unknown, options: { rebaseRefs: boolean }): unknown {
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
export function refusal(error: ErrorObject): AppError {
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

interface CompiledOperation extends ContractOperation {
  security: SecurityMode;
  pathParams: { validate: ValidateFunction | null; params: OpenApiParameter[] };
  queryParams: { validate: ValidateFunction | null; params: OpenApiParameter[] };
  body: CompiledBody | null;
}

/** null when there is nothing to check (most operations have no query, many no path id). */
function parameterValidator(ajv: Ajv, params: OpenApiParameter[]): ValidateFunction | null {
  if (params.length === 0) return null;
  return ajv.compile(
    prepareSchema(
      {
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
        required: params.filter((p) => p.required).map((p) => p.name),
      },
      { rebaseRefs: true },
    ) as JsonSchema,
  );
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

function compileOperation(
  ajv: Ajv,
  op: ContractOperation,
  maxUploadBytes: number,
): CompiledOperation {
  const params = op.operation.parameters ?? [];
  for (const p of params)
    if (p.in !== 'path' && p.in !== 'query')
      throw new Error(`${op.method} ${op.path}: parameters in ${String(p.in)} are not validated`);
  const pathParams = params.filter((p) => p.in === 'path');
  const declared = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (
    declared.sort().join() !==
    pathParams
      .map((p) => p.name)
      .sort()
      .join()
  )
    throw new Error(`${op.method} ${op.path}: path parameters and template differ`);
  const queryParams = params.filter((p) => p.in === 'query');

  let body: CompiledBody | null = null;
  const requestBody = op.operation.requestBody;
  if (requestBody) {
    body = {};
    for (const [type, media] of Object.entries(requestBody.content)) {
      if (type === JSON_TYPE)
        body.json = ajv.compile(prepareSchema(media.schema, { rebaseRefs: true }) as JsonSchema);
      else if (type === MULTIPART_TYPE) {
        const properties = (media.schema.properties ?? {}) as Record<string, JsonSchema>;
        const files = fileFields(properties);
        const isFile = (name: string) => files.some((f) => f.name === name);
        const textProperties = Object.fromEntries(
          Object.entries(properties).filter(([name]) => !isFile(name)),
        );
        const required = ((media.schema.required ?? []) as string[]).filter((n) => !isFile(n));
        const textSchema = { ...media.schema, properties: textProperties, required };
        body.multipart = {
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
      } else
        throw new Error(
          `${op.method} ${op.path}: request bodies of type ${type} are not validated`,
        );
    }
  }

  return {
    ...op,
    security: securityMode(op.operation),
    pathParams: { validate: parameterValidator(ajv, pathParams), params: pathParams },
    queryParams: { validate: parameterValidator(ajv, queryParams), params: queryParams },
    body,
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

const schemasOf = (params: OpenApiParameter[]) =>
  Object.fromEntries(params.map((p) => [p.name, p.schema]));

function runUpload(
  upload: CompiledBody['multipart'] & object,
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
  op: CompiledOperation,
  req: Request,
  res: Response,
): Promise<Pick<RequestInput, 'body' | 'files'>> {
  const spec = op.body!;
  const length = req.headers['content-length'];
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (!hasBody) {
    // no body at all: the fields' defaults and required rules still apply
    const empty: Values = {};
    const validate = spec.json ?? spec.multipart!.validate;
    check(validate, empty);
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
 * The middleware: one Express route per documented operation (most specific first) that
 * authenticates, validates and stores the input, then leaves this router for the handlers; a
 * request matching no operation ends here with 404.
 */
export function contractValidator(document: OpenApiDocument, options: ContractOptions): Router {
  const ajv = createContractAjv();
  // the components, as the target of every operation's `$ref`s (their own refs stay local)
  const schemas = Object.entries(document.components.schemas).map(([name, schema]) => [
    name,
    prepareSchema(schema, { rebaseRefs: false }),
  ]);
  ajv.addSchema({ components: { schemas: Object.fromEntries(schemas) } }, 'openapi');
  const router = Router();
  for (const op of contractOperations(document)) {
    let compiledOnce: CompiledOperation | undefined;
    const compile = () => (compiledOnce ??= compileOperation(ajv, op, options.maxUploadBytes));
    if (options.eager) compile();
    router[op.method](op.expressPath, async (req: Request, res: Response, next: NextFunction) => {
      const compiled = compile();
      if (compiled.security !== 'none') await options.authenticate(req, res, compiled.security);
      const path = textValues(req.params, schemasOf(compiled.pathParams.params));
      check(compiled.pathParams.validate, path);
      const query = textValues(req.query as Values, schemasOf(compiled.queryParams.params));
      check(compiled.queryParams.validate, query);
      const { body, files } = compiled.body
        ? await readBody(compiled, req, res)
        : { body: {}, files: {} };
      (res.locals as { [INPUT]?: RequestInput })[INPUT] = { path, query, body, files };
      next('router');
    });
  }
  router.use(() => {
    throw notFound();
  });
  return router;
}
