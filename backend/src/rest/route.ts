import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import { Router, type Request, type Response } from 'express';
import { notFound } from '../common/app-error';
import type { Services } from '../platform/services';
import type {
  HttpMethod,
  JsonSchema,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPaths,
} from './openapi';
import { PARAMETER_DESCRIPTION } from './schemas';
import { requestAjv, requestValidator, type ValidationOptions } from './validate';

/*
 * A REST route declared once: its path (the OpenAPI template, `/shift/{idShift}`), its parameters,
 * body and answers as TypeBox schemas, and its handler. From the declaration come its operation in
 * /api/openapi.json (`openApiPaths`), its Express handler (`routerOf`, the path converted) and the
 * handler's input type (`Static` of the declared schemas). The request is checked against the
 * operation before the handler runs (rest/validate.ts), so the input the handler reads is the
 * declared one: no casts, no re-parsing. docs/rest-contract.md.
 */

type NoInput = TObject<Record<string, never>>;

/** Who may call: a valid bearer token, a token if one is sent, or anybody. */
export type Security = 'bearer' | 'optional' | 'none';

/** One documented answer; `schema` gives `application/json`, `content` any other media types. */
export interface Answer {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}

/** What a handler reads: the validated request, typed from the declaration. */
export interface RouteInput<P extends TObject, Q extends TObject, B extends TObject> {
  params: Static<P>;
  query: Static<Q>;
  body: Static<B>;
  /** Uploaded files of a multipart body, by field name. */
  files: Record<string, Buffer[]>;
}

export interface RouteContext {
  req: Request;
  res: Response;
  services: Services;
}

export interface RouteSpec<P extends TObject, Q extends TObject, B extends TObject> {
  method: HttpMethod;
  /** The OpenAPI path template, `/user-shift/{idShift}`; the Express path is derived. */
  path: string;
  summary: string;
  tags: string[];
  /** Default 'none' (public). */
  security?: Security;
  /** Path parameters: every one the template names, in its order. */
  params?: P;
  query?: Q;
  /**
   * The request body: `json` (application/json), `form` (multipart, or the same fields but the
   * files as JSON) or `multipart` (multipart only).
   */
  body?: { json: B } | { form: B } | { multipart: B };
  /** The body may be absent (default: required). */
  bodyOptional?: true;
  responses: Record<number, Answer>;
  handle: (input: RouteInput<P, Q, B>, context: RouteContext) => Promise<void>;
}

/** A declared route, its types erased (a module's list holds routes of different inputs). */
export interface Route {
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
  handle: (input: RouteInput<TObject, TObject, TObject>, context: RouteContext) => Promise<void>;
}

const SECURITY: Record<Security, OpenApiOperation['security']> = {
  bearer: [{ bearerAuth: [] }],
  optional: [{}, { bearerAuth: [] }],
  none: undefined,
};

const MESSAGE_REF = { $ref: '#/components/schemas/Message' };

/** A JSON answer. */
export const ok = (description: string, schema: TSchema | JsonSchema): Answer => ({
  description,
  content: { 'application/json': { schema } },
});

/** A `{ message }` answer. */
export const message = (description: string): Answer => ok(description, MESSAGE_REF);

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: message in Italian, `key` is the message key, `field` the offending field',
  401: 'Missing, invalid or outdated token',
  403: 'Not allowed',
  404: 'Not found',
  409: 'State conflict',
  413: 'Body or file too large',
  429: 'Rate limited (see Retry-After)',
};

/** The refusals a route may answer, each a `{ message, key, field }`. */
export const errors = (...codes: (keyof typeof ERROR_TEXT)[]): Record<number, Answer> =>
  Object.fromEntries(codes.map((code) => [code, message(ERROR_TEXT[code])]));

function parameters(where: 'path' | 'query', schema: TObject | undefined): OpenApiParameter[] {
  if (!schema) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties as TProperties).map(([name, property]) => {
    const description = (property as { [PARAMETER_DESCRIPTION]?: string })[PARAMETER_DESCRIPTION];
    return {
      name,
      in: where,
      ...(where === 'path' || required.has(name) ? { required: true } : {}),
      schema: property,
      ...(description ? { description } : {}),
    };
  });
}

const isBinary = (schema: TSchema) => schema.format === 'binary';

function requestBody(
  body: RouteSpec<TObject, TObject, TObject>['body'],
  optional: boolean,
): OpenApiOperation['requestBody'] {
  if (!body) return undefined;
  const content: Record<string, { schema: JsonSchema }> = {};
  if ('json' in body) content['application/json'] = { schema: body.json };
  else if ('multipart' in body) content['multipart/form-data'] = { schema: body.multipart };
  else {
    // the same fields as JSON, without the files (they can only come in multipart)
    const { properties, required } = body.form;
    const fields = Object.entries(properties as TProperties).filter(([, s]) => !isBinary(s));
    const requiredFields = (required ?? []).filter((name) => !isBinary(properties[name]));
    content['multipart/form-data'] = { schema: body.form };
    content['application/json'] = {
      schema: {
        type: 'object',
        properties: Object.fromEntries(fields),
        ...(requiredFields.length ? { required: requiredFields } : {}),
      },
    };
  }
  return { required: !optional, content };
}

/** Declares a route: the one place its contract and its handler are written. */
export function route<
  P extends TObject = NoInput,
  Q extends TObject = NoInput,
  B extends TObject = NoInput,
>(spec: RouteSpec<P, Q, B>): Route {
  const templateParams = [...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const declared = Object.keys(spec.params?.properties ?? {});
  if (templateParams.join() !== declared.join())
    throw new Error(`${spec.method} ${spec.path}: params must declare ${templateParams.join()}`);
  const security = SECURITY[spec.security ?? 'none'];
  const params = [...parameters('path', spec.params), ...parameters('query', spec.query)];
  const body = requestBody(spec.body, spec.bodyOptional === true);
  const operation: OpenApiOperation = {
    summary: spec.summary,
    tags: spec.tags,
    ...(security ? { security } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: Object.fromEntries(
      Object.entries(spec.responses).map(([status, answer]) => [status, answer as Answer]),
    ),
  };
  return {
    method: spec.method,
    path: spec.path,
    operation,
    handle: spec.handle as unknown as Route['handle'],
  };
}

/** The routes' operations, for restDocument. */
export function openApiPaths(routes: Route[]): OpenApiPaths {
  const paths: OpenApiPaths = {};
  for (const r of routes) {
    const item = (paths[r.path] ??= {});
    if (item[r.method]) throw new Error(`${r.method} ${r.path} is declared twice`);
    item[r.method] = r.operation;
  }
  return paths;
}

/** The OpenAPI template as an Express path: '/event/{id}' → '/event/:id'. */
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

/** Most specific first: a literal segment before a parameter at the same place, then longer paths. */
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

export interface RouterOptions extends ValidationOptions {
  services: Services;
  /** The document's component schemas, the target of the operations' `$ref`s. */
  components: Record<string, JsonSchema>;
  /**
   * Compile every route's checks now instead of on its first request. Compiling them all takes a
   * few hundred milliseconds, which every test app would pay at start; a test compiles them all
   * eagerly, so a broken schema still fails the build.
   */
  eager?: boolean;
}

/**
 * The routes' Express handlers (all domains in one router, most specific path first, so a
 * literal segment wins over a parameter whichever module declares it). Each authenticates and
 * validates the request against its operation, then calls the handler with the validated input:
 * it is the declared one, hence the one cast. A request no route declares (path or method) is a
 * 404: nothing is served without a contract.
 */
export function routerOf(routes: Route[], options: RouterOptions): Router {
  const ajv = requestAjv(options.components);
  const router = Router();
  const ordered = [...routes].sort((a, b) => compareSpecificity(a.path, b.path));
  for (const r of ordered) {
    let compiled: ReturnType<typeof requestValidator> | undefined;
    const validator = () => (compiled ??= requestValidator(ajv, r, options));
    if (options.eager) validator();
    router[r.method](toExpressPath(r.path), async (req: Request, res: Response) => {
      const input = await validator()(req, res);
      await r.handle(input as RouteInput<TObject, TObject, TObject>, {
        req,
        res,
        services: options.services,
      });
    });
  }
  router.use(() => {
    throw notFound();
  });
  return router;
}
