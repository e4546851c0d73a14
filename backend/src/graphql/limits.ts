import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, simpleEstimator, fieldExtensionsEstimator } from 'graphql-query-complexity';

/**
 * Request limits (OWASP GraphQL cheat sheet): depth, aliases, sensitive mutations at most once
 * per request, and a cost budget. Batched HTTP requests are off (Apollo's default), so each
 * HTTP request carries one operation and these limits count per operation.
 * The size limits (body, document, tokens, variables) are in guard.ts; docs/graphql-limits.md
 * lists them all with their defaults.
 */
export interface GraphQLLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  /** bytes of one HTTP request body (JSON) */
  maxBodyBytes: number;
  /** characters of the GraphQL document, checked before it is parsed */
  maxDocumentChars: number;
  /** lexical tokens of the document: graphql-js stops parsing past this */
  maxTokens: number;
  /** values (scalars, list items, object fields) in the declared variables */
  maxVariableValues: number;
  /** bytes of one WebSocket message */
  maxWsMessageBytes: number;
  /** arrays and objects open at once in a body or message (the JSON pre-scan) */
  maxJsonDepth: number;
}

const SENSITIVE_FIELDS = new Set([
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'confirmRegistration',
]);

/**
 * Depth of a selection set, following fragments. Each fragment's depth is computed once
 * (memoised): without it a chain of fragments each spreading the next twice costs 2^n walks —
 * a 600-character document held the event loop for ten seconds. A fragment met again while
 * its own depth is being computed (a cycle, which NoFragmentCycles refuses) counts as 0.
 */
function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  memo: Map<string, number>,
): number {
  if (!selectionSet) return 0;
  let max = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      max = Math.max(max, 1 + depthOf(selection.selectionSet, fragments, memo));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(selection.selectionSet, fragments, memo));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment) continue;
      let depth = memo.get(name);
      if (depth === undefined) {
        memo.set(name, 0);
        depth = depthOf(fragment.selectionSet, fragments, memo);
        memo.set(name, depth);
      }
      max = Math.max(max, depth);
    }
  }
  return max;
}

export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    const memo = new Map<string, number>();
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, fragments, memo);
        if (depth > maxDepth)
          context.reportError(
            new GraphQLError(`La richiesta è troppo profonda (${depth} > ${maxDepth}).`, {
              nodes: [node],
            }),
          );
      },
    };
  };
}

export function aliasLimit(maxAliases: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    const sensitive = new Map<string, number>();
    return {
      Field(node) {
        if (node.alias) aliases += 1;
        if (SENSITIVE_FIELDS.has(node.name.value))
          sensitive.set(node.name.value, (sensitive.get(node.name.value) ?? 0) + 1);
      },
      Document: {
        leave() {
          if (aliases > maxAliases)
            context.reportError(
              new GraphQLError(`Troppi alias nella richiesta (${aliases} > ${maxAliases}).`),
            );
          for (const [name, count] of sensitive)
            if (count > 1)
              context.reportError(
                new GraphQLError(`Il campo "${name}" può comparire una sola volta per richiesta.`),
              );
        },
      },
    };
  };
}

/** The custom validation rules, after graphql-js's specified rules (HTTP and WebSocket alike). */
export function limitRules(limits: Pick<GraphQLLimits, 'maxDepth' | 'maxAliases'>) {
  return [depthLimit(limits.maxDepth), aliasLimit(limits.maxAliases)];
}

/** At most this many fields are visited to compute a cost (fragments spread many times). */
const MAX_COST_NODES = 10_000;

export const tooComplex = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });

/**
 * The cost of one operation, or a QUERY_TOO_COMPLEX error: over the budget, or too many
 * fields to count. Call it with variables that have already been coerced without errors
 * (graphql-query-complexity throws uncoded errors on bad variables).
 */
export function costError(options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName: string | undefined;
  variables: Record<string, unknown>;
  maxCost: number;
}): GraphQLError | undefined {
  let cost: number;
  try {
    cost = getComplexity({
      schema: options.schema,
      query: options.document,
      operationName: options.operationName,
      variables: options.variables,
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
      maxQueryNodes: MAX_COST_NODES,
    });
  } catch {
    // the only expected failure is the node budget; anything else is refused too (fail closed)
    return tooComplex('La richiesta è troppo complessa.');
  }
  if (cost > options.maxCost)
    return tooComplex(`La richiesta è troppo costosa (${cost} > ${options.maxCost}).`);
  return undefined;
}
