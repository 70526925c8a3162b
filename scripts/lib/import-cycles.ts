/**
 * Import cycles inside one folder of TypeScript modules. Each module's import
 * and re-export lines are read with a pattern (type-only imports count too: a
 * cycle of types still ties the modules into one unit you cannot change
 * apart), specifiers are resolved to files of the folder, and the strongly
 * connected components of that graph with more than one module, or a module
 * that imports itself, are the cycles.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Module path (relative to the folder, with '/') to the paths it imports inside the folder. */
export type ImportGraph = Map<string, string[]>;

const specifierPattern =
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** Every module specifier a source imports or re-exports from, in order. */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(specifierPattern)].map((m) => (m[1] ?? m[2])!);
}

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The import graph of a set of modules. `files` maps each module's path inside
 * the folder to its source; `folderAliases` are the prefixes that name the
 * folder from anywhere (for example '~/content/' and '#app/content/').
 */
export function importGraph(files: Map<string, string>, folderAliases: string[] = []): ImportGraph {
  const resolve = (from: string, specifier: string): string | undefined => {
    const alias = folderAliases.find((prefix) => specifier.startsWith(prefix));
    let target: string;
    if (alias) target = specifier.slice(alias.length);
    else if (specifier.startsWith('.'))
      target = path.posix.join(path.posix.dirname(from), specifier);
    else return undefined;
    const base = target.replace(/\.(ts|tsx|js)$/, '');
    return extensions.map((ext) => base + ext).find((candidate) => files.has(candidate));
  };
  const graph: ImportGraph = new Map();
  for (const [file, source] of files) {
    const targets = importSpecifiers(source)
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph, each as its modules sorted by name; empty when there is none. */
export function findCycles(graph: ImportGraph): string[][] {
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The TypeScript modules under a folder on disk, by path relative to it. */
export function readModules(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const name = entry.split(path.sep).join('/');
    if (/\.tsx?$/.test(name)) files.set(name, readFileSync(path.join(folder, entry), 'utf8'));
  }
  return files;
}
