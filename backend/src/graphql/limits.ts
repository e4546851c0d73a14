import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { getComplexity, simpleEstimator, fieldExtensionsEstimator } from 'graphql-query-complexity';

/**
 * Request limits (OWASP GraphQL cheat sheet): depth, aliases, sensitive mutations at most once
 * per request, and a cost budget. Batched HTTP requests are off (Apollo's default), so each
 * HTTP request carries one operation and these limits count per operation.
 */
const SENSITIVE_FIELDS = new Set([
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'confirmRegistration',
]);

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  if (!selectionSet) return 0;
  let max = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      max = Math.max(max, 1 + depthOf(selection.selectionSet, fragments, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      if (seen.has(name) || !fragments[name]) continue;
      max = Math.max(
        max,
        depthOf(fragments[name].selectionSet, fragments, new Set([...seen, name])),
      );
    }
  }
  return max;
}

export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, fragments, new Set());
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

export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const cost = getComplexity({
            schema,
            query: document,
            operationName: request.operationName ?? undefined,
            variables: request.variables ?? {},
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
          if (cost > maxCost)
            throw new GraphQLError(`La richiesta è troppo costosa (${cost} > ${maxCost}).`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
        },
      };
    },
  };
}
