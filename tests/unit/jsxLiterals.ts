/**
 * Finds user-visible English written straight into JSX (issue 21): text between tags and the
 * string values of the attributes people read or hear (`aria-label`, `title`, `placeholder`,
 * `alt`, `aria-description`, `aria-valuetext`, `label`) — they would stay English in every
 * language. Only text with a letter counts ("−", "+", "▾", "×" are symbols). Parsed with the
 * TypeScript compiler, so comments and code are never mistaken for text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Attributes whose text is shown or spoken. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** One literal found: where, and the text. */
export interface JsxLiteral {
  file: string;
  line: number;
  text: string;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return tsxFiles(p);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [p] : [];
  });
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** The string literals an expression may show: itself, both branches of `?:`, `a ?? 'b'`. */
function shownStrings(expr: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr];
  if (ts.isParenthesizedExpression(expr)) return shownStrings(expr.expression);
  if (ts.isConditionalExpression(expr))
    return [...shownStrings(expr.whenTrue), ...shownStrings(expr.whenFalse)];
  if (
    ts.isBinaryExpression(expr) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
      expr.operatorToken.kind,
    )
  )
    return shownStrings(expr.right);
  return [];
}

/** The literals of one file's source. */
export function literalsIn(file: string, source: string): JsxLiteral[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: JsxLiteral[] = [];
  const add = (node: ts.Node, text: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ file, line, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter(node.text)) add(node, node.text);
    // {'text'} or {cond ? 'a' : 'b'} between tags.
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      for (const l of shownStrings(node.expression)) if (hasLetter(l.text)) add(l, l.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sf))) {
      const init = node.initializer;
      const literals =
        init && ts.isStringLiteral(init)
          ? [init]
          : init && ts.isJsxExpression(init) && init.expression
            ? shownStrings(init.expression)
            : [];
      for (const l of literals) if (hasLetter(l.text)) add(node, l.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every literal under the given folders (relative to `root`), files named relative to it. */
export function jsxLiterals(root: string, folders: readonly string[]): JsxLiteral[] {
  return folders.flatMap((folder) =>
    tsxFiles(path.join(root, folder)).flatMap((file) =>
      literalsIn(path.relative(root, file), readFileSync(file, 'utf8')),
    ),
  );
}
