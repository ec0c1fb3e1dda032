// Lists every function (declarations, function expressions, arrow functions, methods, accessors,
// constructors) in the app's source with its length in lines, longest first, so the house rule
// "no function over 150 lines, aim under 80" can be measured and kept (function-lengths.test.ts).
// Run: npx tsx scripts/function-lengths.ts [minimum lines, default 81]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The source folders measured; tests, the e2e suite and the benchmarks are not. */
export const measuredRoots = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

export const LONGEST_ALLOWED = 150;
export const LONG = 80;
export const LONG_ALLOWED_COUNT = 19;

export interface FunctionLength {
  /** Repository-relative path with forward slashes. */
  file: string;
  name: string;
  /** 1-based line of the function's first token (leading comments not counted). */
  line: number;
  lines: number;
}

const isSource = (name: string) =>
  /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

function propertyName(name: ts.PropertyName | ts.BindingName, source: ts.SourceFile): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)
    ? name.text
    : name.getText(source);
}

/** The name a reader would look for: its own, the variable or property holding it, or where it is passed. */
function functionName(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return propertyName(node.name, source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return propertyName(parent.name, source);
  }
  if (ts.isCallExpression(parent)) {
    // memo(function X() {}), forwardRef((props) => ...), app.get('/path', async () => ...)
    const holder = parent.parent;
    const callee = parent.expression.getText(source);
    if (ts.isVariableDeclaration(holder)) return `${propertyName(holder.name, source)} (${callee})`;
    return `(callback of ${callee})`;
  }
  if (ts.isExportAssignment(parent)) return 'default export';
  return '(anonymous)';
}

function measureFile(file: string): FunctionLength[] {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const relative = path.relative(repoRoot, file).split(path.sep).join('/');
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const first = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
      found.push({
        file: relative,
        name: functionName(fn, source),
        line: first + 1,
        lines: last - first + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function in the measured roots, longest first. */
export function measureFunctions(roots: string[] = measuredRoots): FunctionLength[] {
  return roots
    .flatMap((root) => sourceFiles(path.join(repoRoot, root)))
    .flatMap(measureFile)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const minimum = Number(process.argv[2] ?? LONG + 1);
  const all = measureFunctions();
  for (const fn of all.filter((f) => f.lines >= minimum)) {
    console.log(`${String(fn.lines).padStart(4)}  ${fn.file}:${fn.line}  ${fn.name}`);
  }
  const long = all.filter((f) => f.lines > LONG).length;
  const tooLong = all.filter((f) => f.lines > LONGEST_ALLOWED).length;
  console.log(
    `${all.length} functions; ${long} over ${LONG} lines (at most ${LONG_ALLOWED_COUNT} allowed); ` +
      `${tooLong} over ${LONGEST_ALLOWED} (none allowed)`,
  );
}
