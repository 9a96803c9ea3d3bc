/**
 * `npx tsx scripts/import-graph.ts`: the workspace import graph as the code has it. Prints which
 * workspace imports which (from the `@hs/*` imports of its source files, tests beside the code
 * excluded), the floors (a workspace sits one floor above the highest it imports), any loop, and
 * any import its package.json does not declare, and any arrow that climbs the design's layers.
 * Exit code 1 on a loop or a climbing arrow (`npm run check` runs it).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
// scripts/ and bench/ are no workspaces, but they import ours and sit on floors of their own.
const nodes = [...rootPackage.workspaces, 'scripts', 'bench'];
const sourceDir = (node: string) => (node === 'scripts' || node === 'bench' ? node : join(node, 'src'));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile());

const importedBy = (node: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const file of sourceFiles(join(root, sourceDir(node)))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'@hs\/([^/']+)/g)) {
      if (name && name !== node) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return counts;
};

const declaredBy = (node: string): Set<string> => {
  if (!rootPackage.workspaces.includes(node)) return new Set(nodes);
  const pkg = JSON.parse(readFileSync(join(root, node, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
  return new Set(
    Object.keys(deps)
      .filter((d) => d.startsWith('@hs/'))
      .map((d) => d.slice(4)),
  );
};

const edges = new Map(nodes.map((node) => [node, importedBy(node)]));

// The layers of the design (docs/architecture.md, "Folders and the import rule"), lowest first: an
// arrow may point down or stay within a layer (contracts build on the domain's value lists).
const layers: readonly (readonly string[])[] = [
  ['domain', 'contracts'],
  ['infra'],
  ['read-models', 'scale-out'],
  ['command-api', 'query-api', 'projections', 'frontend'],
  ['scripts', 'tests'],
  ['bench'],
];
const layerOf = (node: string) => layers.findIndex((layer) => layer.includes(node));

// Loops: the strongly connected components of more than one workspace (Tarjan).
const loops: string[][] = [];
{
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) loops.push(component);
    }
  };
  for (const node of nodes) if (!order.has(node)) visit(node);
}

// Floors by longest path: floor 1 imports nothing of ours; a loop's members share a floor.
const floor = new Map<string, number>();
const floorOf = (node: string, path: string[] = []): number => {
  if (floor.has(node)) return floor.get(node)!;
  if (path.includes(node)) return 0;
  const below = [...(edges.get(node)?.keys() ?? [])].map((next) => floorOf(next, [...path, node]));
  const result = 1 + Math.max(0, ...below);
  if (!path.length || !loops.some((loop) => loop.includes(node))) floor.set(node, result);
  return result;
};
for (const node of nodes) floorOf(node);

console.log('Imports (workspace -> workspaces it imports, with the number of import lines):');
for (const node of nodes) {
  const list = [...(edges.get(node) ?? [])].map(([to, n]) => `${to} (${n})`).join(', ');
  console.log(`  ${node.padEnd(12)} -> ${list || '(nothing of ours)'}`);
}
const arrows = [...edges.values()].reduce((sum, to) => sum + to.size, 0);
const floors = Math.max(...floor.values());
console.log(`\nFloors (${floors}; ${arrows} arrows):`);
for (let f = floors; f >= 1; f--) {
  console.log(`  ${f}: ${nodes.filter((node) => floor.get(node) === f).join(', ')}`);
}
console.log('\nLayers of the design (lowest first):');
layers.forEach((layer, i) => console.log(`  ${i + 1}: ${layer.join(', ')}`));
const climbing = nodes.flatMap((node) =>
  [...(edges.get(node)?.keys() ?? [])]
    .filter((to) => layerOf(node) < 0 || layerOf(to) > layerOf(node))
    .map((to) => `${node} -> ${to}`),
);
console.log(`Arrows up a layer: ${climbing.join(', ') || 'none'}`);
console.log(`\nLoops: ${loops.length ? loops.map((loop) => loop.join(' <-> ')).join('; ') : 'none'}`);

const undeclared = nodes.flatMap((node) =>
  [...(edges.get(node)?.keys() ?? [])]
    .filter((to) => !declaredBy(node).has(to))
    .map((to) => `${node} -> ${to}`),
);
const unused = rootPackage.workspaces.flatMap((node) =>
  [...declaredBy(node)].filter((to) => !edges.get(node)?.has(to)).map((to) => `${node} -> ${to}`),
);
console.log(`Imported but not in package.json: ${undeclared.join(', ') || 'none'}`);
console.log(`In package.json but not imported by src (tests aside): ${unused.join(', ') || 'none'}`);
if (loops.length || climbing.length) process.exitCode = 1;
