import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The modules whose top-level zod schemas the browser builds only when it uses them: the shared
 * packages', and the app's own (a list schema made from a contract's, `Item.array()`, would otherwise
 * reach for the contract's while the chunks are still being run).
 */
const SCHEMA_SOURCE = /[\\/](contracts|domain|frontend)[\\/]src[\\/].+(?<!\.test)\.tsx?$/;

/** Methods that make a schema from a schema (`Base.extend({...})`): their result is one too. */
const SCHEMA_METHODS = new Set([
  'and',
  'array',
  'catch',
  'default',
  'describe',
  'extend',
  'merge',
  'meta',
  'nullable',
  'omit',
  'optional',
  'or',
  'partial',
  'pick',
  'refine',
  'required',
  'superRefine',
  'transform',
]);

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

/** `z.…(…)…`, or a schema method called on another schema (`Base.extend(…)`). */
const makesSchema = (init: ts.Expression): boolean => {
  let node = unwrap(init);
  if (!ts.isCallExpression(node)) return false;
  let lastMethod: string | null = null;
  while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) {
    if (ts.isPropertyAccessExpression(node)) lastMethod = node.name.text;
    node = node.expression;
  }
  if (!ts.isIdentifier(node)) return false;
  if (node.text === 'z') return true;
  return /^[A-Z]/.test(node.text) && lastMethod !== null && SCHEMA_METHODS.has(lastMethod);
};

/**
 * Wraps each top-level `const X = z.…` (or `= Schema.array()` and the like) in
 * `lazySchema(() => …)`, in the frontend build only (the server builds them all at start-up, where it costs nothing a user
 * waits for). Marked pure, so a schema no page uses is left out of the bundle altogether.
 */
export const lazySchemas = (helper: string): Plugin => ({
  name: 'hs-lazy-schemas',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!SCHEMA_SOURCE.test(id)) return null;
    const source = ts.createSourceFile(
      id,
      code,
      ts.ScriptTarget.Latest,
      true,
      id.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const out = new MagicString(code);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!init || !makesSchema(init)) continue;
        out.appendLeft(init.getStart(source), '/* @__PURE__ */ __lazySchema(() => ');
        out.appendRight(init.getEnd(), ')');
      }
    }
    if (!out.hasChanged()) return null;
    out.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(helper)};\n`);
    return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
  },
});
