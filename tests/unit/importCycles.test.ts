/**
 * No import cycles anywhere in the repository's TypeScript. Every relative import of every
 * .ts/.tsx file under the roots below is resolved to a file, and the graph is searched for
 * strongly connected components (Tarjan); each one with more than one file (or a file importing
 * itself) is a cycle, listed with one path through it.
 *
 * Type-only imports count (`import type`, `export type … from`): a cycle of types is still two
 * files that cannot be understood, moved or tested one without the other. Dynamic `import()`
 * counts too, for the same reason (it only changes when the code loads, not what depends on
 * what). Package imports are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Folders whose files are graphed (relative to the repository root). */
const ROOTS = [
  'src',
  'workers',
  'wasm',
  'server',
  'scripts',
  'bench',
  'codecs',
  'tests',
  'harness',
];
const SKIP_DIRS = new Set(['node_modules', 'build', 'dist', 'assembly']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIP_DIRS.has(name)) sourceFiles(full, out);
    } else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The file a relative specifier names, or null (assets, `?url` imports, JS modules). */
function resolve(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  const base = path.resolve(path.dirname(from), bare);
  if (/\.(ts|tsx|mts)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Each file's resolved relative imports: static, type-only, re-exports and import(). */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((f) => f.fileName)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(file, s))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with a cycle (Tarjan, iterative enough for this repo's depth). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** One closed path through a component, for the failure message: a → b → … → a. */
function pathThrough(component: string[], graph: Map<string, string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  const seen = new Set([start]);
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const route = [v];
        while (route[0] !== start) route.unshift(previous.get(route[0]!)!);
        return [...route, start];
      }
      if (!seen.has(w)) {
        seen.add(w);
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

describe('import cycles', () => {
  const files = ROOTS.flatMap((r) => sourceFiles(path.join(ROOT, r)));
  const graph = importGraph(files);
  const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join('/');

  it('graphs the repository (the roots exist and imports resolve)', () => {
    expect(files.length).toBeGreaterThan(300);
    const edges = [...graph.values()].reduce((n, t) => n + t.length, 0);
    expect(edges).toBeGreaterThan(files.length);
  });

  it('finds a planted cycle', () => {
    const planted = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(planted).map((c) => pathThrough(c, planted))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has no import cycle', () => {
    // One path through each cycle, then every file of its strongly connected component.
    const found = cycles(graph).map(
      (c) =>
        `${pathThrough(c, graph).map(rel).join(' → ')} (component: ${c.map(rel).sort().join(', ')})`,
    );
    expect(found.sort()).toEqual([]);
  });
});
