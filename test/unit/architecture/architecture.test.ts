// The server side guards its own shape (layers.ts): every import of functions/ is read with the
// TypeScript compiler's own scanner, and the test fails on a folder loop, an import up a layer, a
// folder no layer names, or a DynamoDB call or a key built outside functions/data/.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DYNAMODB_PACKAGES, LAYERS, TABLE_FOLDER } from './layers';

const functionsRoot = fileURLToPath(new URL('../../../functions/', import.meta.url));

interface Import {
  file: string;
  fromFolder: string;
  /** The functions/ folder imported, or null for a package or a module outside functions/. */
  toFolder: string | null;
  specifier: string;
}

/** A module's folder: the first segment under functions/ (a top-level file counts by its own name). */
function folderOf(relative: string): string {
  return relative.split(path.sep)[0]!.replace(/\.tsx?$/, '');
}

function functionsImports(): Import[] {
  const files = readdirSync(functionsRoot, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'));
  return files.flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(functionsRoot, file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles.map(({ fileName: specifier }) => {
      const target = specifier.startsWith('.') ? path.relative(functionsRoot, path.resolve(path.dirname(file), specifier)) : null;
      const inside = target !== null && !target.startsWith('..');
      return { file: relative, fromFolder: folderOf(relative), toFolder: inside ? folderOf(target) : null, specifier };
    });
  });
}

const layerOf = new Map<string, number>(LAYERS.flatMap((layer, rank) => layer.folders.map((folder) => [folder, rank] as const)));

/** Every loop in a folder graph, each as the folders it passes through (Tarjan's strongly connected components). */
export function folderLoops(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return loops;
}

describe('the server side (functions/)', () => {
  const imports = functionsImports();
  const between = imports.filter((i) => i.toFolder !== null && i.toFolder !== i.fromFolder);

  it('has every folder in a layer of layers.ts', () => {
    const folders = new Set(imports.map((i) => i.fromFolder));

    expect([...folders].filter((folder) => !layerOf.has(folder)).sort()).toEqual([]);
  });

  it('imports no folder of a higher layer', () => {
    const upward = between.filter((i) => layerOf.get(i.toFolder!)! > layerOf.get(i.fromFolder)!);

    expect(upward.map((i) => `${i.file} imports ${i.specifier}`)).toEqual([]);
  });

  it('has no loop between folders', () => {
    const edges = new Map<string, Set<string>>();
    for (const i of between) edges.set(i.fromFolder, (edges.get(i.fromFolder) ?? new Set()).add(i.toFolder!));

    expect(folderLoops(edges)).toEqual([]);
  });

  it('talks to DynamoDB and builds keys only in functions/data/', () => {
    const tableModules = [`${TABLE_FOLDER}/client`, `${TABLE_FOLDER}/keys`];
    const outside = imports.filter((i) => i.fromFolder !== TABLE_FOLDER && (DYNAMODB_PACKAGES.includes(i.specifier) || tableModules.some((m) => i.specifier.endsWith(m))));

    expect(outside.map((i) => `${i.file} imports ${i.specifier}`)).toEqual([]);
  });

  it('would report a loop through three folders and leave a chain alone', () => {
    const loop = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]);
    const chain = new Map([['a', new Set(['b'])], ['b', new Set(['c'])]]);

    expect(folderLoops(loop)).toEqual([['a', 'b', 'c']]);
    expect(folderLoops(chain)).toEqual([]);
  });
});
