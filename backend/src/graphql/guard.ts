import express from 'express';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  jsonShapeExcess,
  JsonShapeError,
  jsonShapeVerifier,
  type JsonShapeLimits,
} from '../common/json-shape';
import { costError, limitRules, type GraphQLLimits } from './limits';

/**
 * The edge of the GraphQL API: whatever a client sends is refused here with a 4xx and a code
 * (BAD_REQUEST, GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, BAD_USER_INPUT,
 * QUERY_TOO_COMPLEX) before it can cost much time or reach a resolver. The same checks run on
 * HTTP (express middleware + Apollo plugin) and on the WebSocket (graphql-ws onSubscribe).
 *
 *  1. body size (express.json, 413) — before the body is buffered when Content-Length says so —
 *     then its JSON shape, depth and number of values, before it is parsed (400 BAD_USER_INPUT);
 *  2. document length in characters (400 BAD_REQUEST) — before it is hashed or parsed;
 *  3. document tokens (graphql-js `maxTokens`, 400 GRAPHQL_PARSE_FAILED);
 *  4. validation: graphql-js rules, depth, aliases (400 GRAPHQL_VALIDATION_FAILED);
 *  5. per operation: control characters in string literals and variables, number of variable
 *     values, variable coercion (400 BAD_USER_INPUT), cost (400 QUERY_TOO_COMPLEX).
 */

const requestError = (message: string, code: string, status = 400) =>
  new GraphQLError(message, { extensions: { code, http: { status } } });

const badUserInput = (message: string) => requestError(message, 'BAD_USER_INPUT');

/** C0 control characters other than tab, line feed and carriage return (NUL breaks PostgreSQL). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

const controlCharactersError = () =>
  badUserInput('Il testo contiene caratteri di controllo non ammessi.');

/** Step 2: the document's length, before anything costly is done with it. */
export function documentSourceError(
  query: unknown,
  limits: Pick<GraphQLLimits, 'maxDocumentChars'>,
): GraphQLError | undefined {
  if (typeof query === 'string' && query.length > limits.maxDocumentChars)
    return requestError(
      `Il documento GraphQL è troppo lungo (${query.length} caratteri, massimo ${limits.maxDocumentChars}).`,
      'BAD_REQUEST',
    );
  return undefined;
}

/** Control characters in the document's string literals: a constant of the document. */
export function literalsError(document: DocumentNode): GraphQLError | undefined {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (hasControlCharacters(node.value)) found = true;
    },
  });
  return found ? controlCharactersError() : undefined;
}

/**
 * Counts the values of the declared variables (undeclared keys are ignored, as graphql-js
 * ignores them) and looks for control characters in their strings. Iterative and stopped at
 * the limit, so a deeply nested or enormous JSON value costs little.
 */
function variablesShapeError(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  maxValues: number,
): GraphQLError | undefined {
  const stack: unknown[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (Object.hasOwn(variables, name)) stack.push(variables[name]);
  }
  let count = 0;
  while (stack.length > 0) {
    const value = stack.pop();
    count += 1;
    if (count > maxValues)
      return badUserInput(`Le variabili contengono troppi valori (più di ${maxValues}).`);
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) return controlCharactersError();
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key)) return controlCharactersError();
        stack.push(item);
      }
    }
  }
  return undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What step 5 can know of a document before any request (persisted-documents.ts computes it
 * once for the web app's own documents): its literals' verdict, and whether its cost reads
 * variables. A cost that does not is computed at the first request and kept.
 */
export interface DocumentVerdict {
  readonly literals: GraphQLError | undefined;
  readonly costReadsVariables: boolean;
  cost?: { readonly error: GraphQLError | undefined };
}

/** A kept verdict is thrown again: each request gets an error of its own. */
const copyOf = (error: GraphQLError | undefined) =>
  error && new GraphQLError(error.message, { extensions: error.extensions });

/**
 * Step 5, on a parsed and validated document whose operation is known. With the document's
 * verdict, only what depends on the variables is computed (their shape and coercion, and the
 * cost when it reads them).
 */
export function operationError(options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: unknown;
  limits: Pick<GraphQLLimits, 'maxCost' | 'maxVariableValues'>;
  verdict?: DocumentVerdict;
}): GraphQLError | undefined {
  const { schema, document, operation, limits, verdict } = options;
  const variables = options.variables ?? {};
  if (!isPlainObject(variables))
    return requestError('Le variabili devono essere un oggetto JSON.', 'BAD_REQUEST');
  const shapeError =
    (verdict ? copyOf(verdict.literals) : literalsError(document)) ??
    variablesShapeError(operation, variables, limits.maxVariableValues);
  if (shapeError) return shapeError;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, {
    maxErrors: 10,
  });
  if (coerced.errors) return badUserInput(coerced.errors[0].message);
  const cost = () =>
    costError({
      schema,
      document,
      operationName: operation.name?.value,
      variables,
      maxCost: limits.maxCost,
    });
  if (!verdict || verdict.costReadsVariables) return cost();
  verdict.cost ??= { error: cost() };
  return copyOf(verdict.cost.error);
}

/**
 * Apollo plugin: step 5 once the operation is resolved, before variables reach resolvers; with
 * the kept verdicts of the documents prepared at startup (persisted-documents.ts).
 */
export function operationGuardPlugin(
  limits: Pick<GraphQLLimits, 'maxCost' | 'maxVariableValues'>,
  verdicts?: WeakMap<DocumentNode, DocumentVerdict>,
): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operation }) {
          // no operation: Apollo refuses the request itself (OPERATION_RESOLUTION_FAILURE)
          if (!operation) return;
          const error = operationError({
            schema,
            document,
            operation,
            variables: request.variables,
            limits,
            verdict: verdicts?.get(document),
          });
          if (error) throw error;
        },
      };
    },
  };
}

/**
 * Values a body or message may hold besides the variables: query, operationName, extensions, and
 * on the WebSocket id, type and payload. The pre-scan thus never refuses what the variable count
 * (GRAPHQL_MAX_VARIABLE_VALUES, step 5) would let through.
 */
const ENVELOPE_VALUES = 32;

/** The JSON pre-scan's limits for GraphQL bodies and WebSocket messages. */
export const graphqlJsonShape = (
  limits: Pick<GraphQLLimits, 'maxJsonDepth' | 'maxVariableValues'>,
): JsonShapeLimits => ({
  maxDepth: limits.maxJsonDepth,
  maxValues: limits.maxVariableValues + ENVELOPE_VALUES,
});

/**
 * The refusal of a WebSocket message before graphql-ws parses it: over the shape limits, the
 * socket is closed with 4400 (graphql-ws's code for a message it cannot accept); undefined if it
 * may be parsed.
 */
export function wsMessageRefusal(
  data: Buffer | ArrayBuffer | Buffer[],
  limits: JsonShapeLimits,
): { code: number; reason: string } | undefined {
  const bytes = Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data);
  const excess = jsonShapeExcess(bytes, limits);
  return excess ? { code: 4400, reason: new JsonShapeError(excess).message } : undefined;
}

/**
 * express middleware for POST/GET /graphql: the JSON body within `maxBodyBytes` (body-parser
 * answers 413 without reading a body whose Content-Length is over it, and stops reading one
 * without Content-Length at the limit) and within the shape limits (scanned before it is parsed),
 * then the document length, before Apollo hashes and parses it.
 */
export function graphqlHttpGuard(
  limits: Pick<
    GraphQLLimits,
    'maxBodyBytes' | 'maxDocumentChars' | 'maxJsonDepth' | 'maxVariableValues'
  >,
): express.RequestHandler[] {
  const parseJson = express.json({
    limit: limits.maxBodyBytes,
    verify: jsonShapeVerifier(graphqlJsonShape(limits)),
  });
  // a body refused by shape is a GraphQL error like the other refusals of this guard; the
  // parser's other refusals (413, malformed, charset) go on to the final error handler
  const parse: express.RequestHandler = (req, res, next) =>
    parseJson(req, res, (error?: unknown) => {
      if (!(error instanceof JsonShapeError)) return next(error);
      res
        .status(400)
        .json({ errors: [{ message: error.message, extensions: { code: 'BAD_USER_INPUT' } }] });
    });
  const documentLength: express.RequestHandler = (req, res, next) => {
    const body: unknown = req.body;
    const queries: unknown[] = Array.isArray(body)
      ? body.map((item) => (isPlainObject(item) ? item.query : undefined))
      : [isPlainObject(body) ? body.query : req.method === 'GET' ? req.query.query : undefined];
    for (const query of queries) {
      const error = documentSourceError(query, limits);
      if (error) {
        res
          .status(400)
          .json({ errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST' } }] });
        return;
      }
    }
    next();
  };
  return [parse, documentLength];
}

/** For errors returned on the WebSocket: the same codes as over HTTP. */
const withCode = (error: GraphQLError, code: string) =>
  new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });

interface SubscribePayload {
  readonly operationName?: string | null;
  readonly query: string;
  readonly variables?: Record<string, unknown> | null;
}

/**
 * graphql-ws `onSubscribe`: steps 2–5 for operations sent over the WebSocket, which otherwise
 * parses without a token limit, validates without the depth and alias rules, and closes the
 * socket on a syntax error. Returns the errors to send, or the arguments to execute.
 */
export function subscribeGuard(schema: GraphQLSchema, limits: GraphQLLimits) {
  const rules = [...specifiedRules, ...limitRules(limits)];
  return (
    _ctx: unknown,
    _id: string,
    payload: SubscribePayload,
  ): ExecutionArgs | readonly GraphQLError[] => {
    const sourceError = documentSourceError(payload.query, limits);
    if (sourceError) return [sourceError];
    let document: DocumentNode;
    try {
      document = parse(payload.query, { maxTokens: limits.maxTokens });
    } catch (error) {
      return [
        error instanceof GraphQLError
          ? withCode(error, 'GRAPHQL_PARSE_FAILED')
          : requestError('Documento GraphQL non valido.', 'GRAPHQL_PARSE_FAILED'),
      ];
    }
    const validationErrors = validate(schema, document, rules);
    if (validationErrors.length > 0)
      return validationErrors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
    const operation = getOperationAST(document, payload.operationName);
    if (!operation || operation.kind !== Kind.OPERATION_DEFINITION)
      return [
        requestError('Operazione non trovata nel documento.', 'OPERATION_RESOLUTION_FAILURE'),
      ];
    const error = operationError({
      schema,
      document,
      operation,
      variables: payload.variables,
      limits,
    });
    if (error) return [error];
    return {
      schema,
      document,
      operationName: payload.operationName,
      variableValues: payload.variables,
    };
  };
}

/** Italian messages for the HTTP errors the body parser raises (the final error handler). */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Richiesta non valida',
  413: 'Richiesta troppo grande',
  415: 'Formato della richiesta non supportato',
};

/** The 4xx status carried by an error (body-parser, http-errors), or undefined for a true 5xx. */
export function clientErrorStatus(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : undefined;
}

export const clientErrorMessage = (status: number): string =>
  CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400];
