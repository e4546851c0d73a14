import crypto from 'node:crypto';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Gives every `styled.x` / `styled(X)` component of our sources a fixed `componentId`, derived
 * from its file and its place in the file.
 *
 * Without it styled-components numbers its components in the order their modules run, and the
 * class names are hashes of that number: the prerendered HTML (the server bundle runs modules in
 * its own order) and the browser (lazy chunks run in the order they arrive) would disagree, and
 * hydration would keep the server's class names on nodes whose styles the client knows under
 * other names. This is what babel-plugin-styled-components' `ssr` option does; the Vite build has
 * no Babel, so the TypeScript parser finds the calls and the ids are inserted as
 * `.withConfig({ componentId })` right after `styled.x` / `styled(X)`.
 */
export function styledComponentIds(srcDir: string): Plugin {
  const root = path.resolve(srcDir);
  return {
    name: 'insieme:styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || !file.startsWith(root + path.sep)) return null;
      if (!code.includes('styled-components')) return null;
      const result = withComponentIds(code, path.relative(root, file).split(path.sep).join('/'));
      return result === code ? null : { code: result, map: null };
    },
  };
}

/** The source with `.withConfig({ componentId })` after each styled call; `file` names it. */
export function withComponentIds(source: string, file: string): string {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const styled = defaultImportOfStyled(sourceFile);
  if (!styled) return source;

  const isStyledBase = (node: ts.Node): boolean =>
    (ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === styled) ||
    (ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === styled);

  /** `styled.x`, `styled(X)`, or either followed by `.attrs(…)` / `.withConfig(…)` calls */
  const baseOf = (tag: ts.Node): ts.Node | null => {
    let node = tag;
    for (;;) {
      if (isStyledBase(node)) return node;
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['attrs', 'withConfig'].includes(node.expression.name.text)
      ) {
        node = node.expression.expression;
        continue;
      }
      return null;
    }
  };

  const insertions: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const base = baseOf(node.tag);
      if (base) insertions.push(base.getEnd());
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);

  let result = source;
  insertions
    .map((at, index) => ({ at, id: componentId(file, index) }))
    .sort((a, b) => b.at - a.at)
    .forEach(({ at, id }) => {
      result = `${result.slice(0, at)}.withConfig({ componentId: '${id}' })${result.slice(at)}`;
    });
  return result;
}

/** A valid class name, the same for the same file and position in every build. */
export function componentId(file: string, index: number): string {
  const hash = crypto.createHash('sha1').update(`${file}#${index}`).digest('hex').slice(0, 8);
  return `sc-${hash}`;
}

function defaultImportOfStyled(file: ts.SourceFile): string | null {
  for (const statement of file.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === 'styled-components' &&
      statement.importClause?.name
    )
      return statement.importClause.name.text;
  }
  return null;
}
