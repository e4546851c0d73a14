import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import ts from 'typescript';
import { componentId, withComponentIds } from './styledComponentIds';

const srcDir = path.join(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** every tagged template whose tag starts at `styled` (styled.x`…`, styled(X).attrs(…)`…`) */
function styledTags(source: string, file: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const tags: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && /^styled\b[.(]/.test(node.tag.getText()))
      tags.push(node.tag.getText());
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return tags;
}

describe('styled component ids (the same class names in the prerender and the browser)', () => {
  it('inserts an id after styled.x and styled(X), before type arguments and .attrs', () => {
    const source = [
      "import styled from 'styled-components';",
      'const A = styled.div`color: red;`;',
      'const B = styled(A)<{ $on: boolean }>`color: blue;`;',
      "const C = styled.input.attrs({ type: 'text' })`margin: 0;`;",
      'const d = css`color: green;`;',
    ].join('\n');
    const out = withComponentIds(source, 'components/Sample.tsx');
    const [a, b, c] = [0, 1, 2].map((i) => componentId('components/Sample.tsx', i));
    expect(out).toContain(`styled.div.withConfig({ componentId: '${a}' })\``);
    expect(out).toContain(`styled(A).withConfig({ componentId: '${b}' })<{ $on: boolean }>\``);
    expect(out).toContain(
      `styled.input.withConfig({ componentId: '${c}' }).attrs({ type: 'text' })\``,
    );
    expect(out).toContain('css`color: green;`');
    // ids follow the file and the position, nothing else (not the order modules run in)
    expect(componentId('components/Sample.tsx', 0)).toMatch(/^sc-[0-9a-f]{8}$/);
    expect(componentId('components/Other.tsx', 0)).not.toEqual(a);
  });

  it('leaves a file without the styled-components default import as it is', () => {
    const source = "import { keyframes } from 'styled-components';\nconst k = keyframes`to{}`;";
    expect(withComponentIds(source, 'x.ts')).toBe(source);
  });

  it('gives every styled component of the app an id, and the result still parses', () => {
    const ids = new Set<string>();
    let total = 0;
    for (const file of sourceFiles(srcDir)) {
      const source = fs.readFileSync(file, 'utf8');
      const relative = path.relative(srcDir, file);
      const out = withComponentIds(source, relative);
      const tags = styledTags(out, relative);
      for (const tag of tags) {
        expect(`${relative}: ${tag}`).toMatch(/withConfig\(\{ componentId: 'sc-[0-9a-f]{8}' \}\)/);
        ids.add(/componentId: '([^']+)'/.exec(tag)![1]);
      }
      total += tags.length;
      // another parser than the one that found the calls: throws on a syntax error
      expect(() =>
        parseSync(out, { syntax: 'typescript', tsx: relative.endsWith('.tsx') }),
      ).not.toThrow();
    }
    expect(total).toBeGreaterThan(200);
    expect(ids.size).toBe(total);
  });
});
