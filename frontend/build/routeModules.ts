import ts from 'typescript';

/** A route of the table with the modules its lazy chain imports, outermost layout first. */
export interface RouteModules {
  /** the full path as react-router matches it: `/`, `/login`, `/event/:idEvent` */
  path: string;
  /** import specifiers as written in routes.tsx (`./pages/Auth/LoginPage`) */
  modules: string[];
}

/**
 * Reads the route table of `src/routes.tsx` without running it: which modules a deep link to
 * each route imports before it can draw, so the server can announce them with the document
 * (docs/performance.md, "Route preloads"). Follows the file's conventions: lazy loaders are
 * arrow functions in `const` object literals (`pages.login`), each with one `import('…')`; route
 * lists are `const` arrays or objects with `path`/`index`, `lazy` and `children`, and the table is
 * `appRoutes`. Anything else is an error, so a change of convention fails the build instead of
 * silently preloading nothing.
 */
export function routeModules(source: string, fileName = 'routes.tsx'): RouteModules[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const constants = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        constants.set(declaration.name.text, unwrap(declaration.initializer));
  }

  const fail = (node: ts.Node, why: string): never => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${fileName}:${line + 1}: ${why}`);
  };
  const resolve = (node: ts.Expression): ts.Expression => {
    const expression = unwrap(node);
    if (ts.isIdentifier(expression)) {
      const value = constants.get(expression.text);
      return value ?? fail(expression, `unknown constant ${expression.text}`);
    }
    return expression;
  };

  /** `pages.login` → the specifier its loader imports */
  const lazyModule = (node: ts.Expression): string => {
    const expression = unwrap(node);
    if (!ts.isPropertyAccessExpression(expression) || !ts.isIdentifier(expression.expression))
      return fail(expression, 'lazy must name a loader as `group.name`');
    const group = resolve(expression.expression);
    if (!ts.isObjectLiteralExpression(group))
      return fail(expression, `${expression.expression.text} is not an object literal`);
    const loader = group.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && propertyName(p) === expression.name.text,
    );
    if (!loader) return fail(expression, `no loader ${expression.getText()}`);
    const specifiers: string[] = [];
    const visit = (n: ts.Node) => {
      if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments.length === 1 &&
        ts.isStringLiteral(n.arguments[0])
      )
        specifiers.push(n.arguments[0].text);
      ts.forEachChild(n, visit);
    };
    visit(loader.initializer);
    if (specifiers.length !== 1)
      return fail(loader, `${expression.getText()} must import exactly one module`);
    return specifiers[0];
  };

  const routes: RouteModules[] = [];
  const walk = (node: ts.Expression, parentPath: string, parentModules: string[]) => {
    const value = resolve(node);
    if (ts.isArrayLiteralExpression(value)) {
      for (const element of value.elements)
        walk(element as ts.Expression, parentPath, parentModules);
      return;
    }
    if (!ts.isObjectLiteralExpression(value)) return fail(value, 'a route must be an object');
    const property = (name: string) =>
      value.properties.find(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p) === name,
      )?.initializer;
    const pathNode = property('path');
    let path = parentPath;
    if (pathNode) {
      if (!ts.isStringLiteral(pathNode)) return fail(pathNode, 'path must be a string literal');
      path = join(parentPath, pathNode.text);
    }
    const lazy = property('lazy');
    const modules = lazy ? [...parentModules, lazyModule(lazy)] : parentModules;
    const children = property('children');
    if (children) walk(children, path, modules);
    else if (pathNode || property('index')) routes.push({ path, modules });
  };
  const table = constants.get('appRoutes');
  if (!table) throw new Error(`${fileName}: no appRoutes`);
  walk(table, '', []);
  return routes;
}

/** Functions of routes.tsx that add loaders to a route list and keep its routes and modules. */
const ROUTE_WRAPPERS = new Set(['withScreenLoaders']);

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  for (;;) {
    if (ts.isSatisfiesExpression(n) || ts.isAsExpression(n) || ts.isParenthesizedExpression(n))
      n = n.expression;
    else if (
      ts.isCallExpression(n) &&
      ts.isIdentifier(n.expression) &&
      ROUTE_WRAPPERS.has(n.expression.text) &&
      n.arguments.length === 1
    )
      n = n.arguments[0];
    else return n;
  }
}

function propertyName(p: ts.PropertyAssignment): string | undefined {
  return ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined;
}

function join(parent: string, child: string): string {
  if (child.startsWith('/')) return child === '/' ? '/' : child.replace(/\/$/, '');
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return `${base}${child}`.replace(/\/$/, '') || '/';
}
