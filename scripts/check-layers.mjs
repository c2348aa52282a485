#!/usr/bin/env node
// The layers point one way (DESIGN.md): engine <- table <- net <- screens, and
// the game server uses only the engine and the table. This reads every
// relative import of the code (tests aside: a test may drive one layer from
// another) and fails, naming each import that runs against the arrows.
// Within the screens, no module may reach itself through its imports (the
// screens' contract, the list of games and the game screens once made such a
// circle): it fails naming each circle. `npm test` runs it with the lint step.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each layer, and the layers its code may import from (its own included). */
export const LAYERS = {
  'src/engine': ['src/engine'],
  'src/table': ['src/engine', 'src/table'],
  'src/net': ['src/engine', 'src/table', 'src/net'],
  'src/store': ['src/engine', 'src/table', 'src/store'],
  'src/input': ['src/input'],
  server: ['src/engine', 'src/table', 'server', 'scripts/csp.mjs'],
};
/** Packages a layer may not import (the table and the link to the server run without Pixi or a page). */
const NO_UI = ['pixi.js', '@pixi/', 'gamepad.js', 'idb-keyval'];
const PACKAGE_BANS = { 'src/engine': NO_UI, 'src/table': NO_UI, 'src/net': NO_UI, server: NO_UI };

/** Folders whose modules may not import one another in a circle. */
export const NO_CYCLES = ['src/screens'];

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** Every module `text` imports: static, type-only, re-exported, lazy (`import()`) and for effect alike. */
function imported(text) {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3]);
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|mjs)$/.test(name) && !name.endsWith('.test.ts')) yield path;
  }
}

const layerOf = (path) => Object.keys(LAYERS).find((layer) => path === layer || path.startsWith(`${layer}/`)) ?? null;

/** Every import against the arrows in `text`, a file of `layer` at `file` (relative to the root). */
export function wrongImports(file, text, layer = layerOf(file)) {
  if (layer === null) return [];
  const wrong = [];
  for (const spec of imported(text)) {
    if (spec.startsWith('.')) {
      const target = relative(root, resolve(root, dirname(file), spec));
      const allowed = LAYERS[layer].some((to) => target === to || target.startsWith(`${to}/`) || target === to.replace(/\.mjs$/, ''));
      if (!allowed) wrong.push(`${file}: imports ${target} (${layer} may import only ${LAYERS[layer].join(', ')})`);
    } else if ((PACKAGE_BANS[layer] ?? []).some((banned) => spec === banned || spec.startsWith(banned))) {
      wrong.push(`${file}: imports ${spec}, which ${layer} runs without`);
    }
  }
  return wrong;
}

/**
 * Every import circle among `sources` (each module's text by its path from
 * the root): one circle for each group of modules that reach one another,
 * as the modules around it with the first repeated at the end. Type-only and
 * lazy imports count: a contract that names, even only as a type, a module
 * that loads what implements the contract is still a circle.
 */
export function importCycles(sources) {
  const paths = new Set(Object.keys(sources));
  const moduleAt = (target) => [`${target}.ts`, `${target}.mjs`, `${target}/index.ts`, target].find((path) => paths.has(path)) ?? null;
  const edges = new Map();
  for (const [file, text] of Object.entries(sources)) {
    const targets = imported(text)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => moduleAt(relative(root, resolve(root, dirname(file), spec))))
      .filter((target) => target !== null);
    edges.set(file, [...new Set(targets)].sort());
  }
  // Tarjan's strongly connected components: each group of modules that reach one another.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || edges.get(v).includes(v)) groups.push(group);
  };
  for (const path of [...paths].sort()) if (!index.has(path)) visit(path);
  // Name one circle of each group: the shortest way from its first module back to it.
  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0];
    const cameFrom = new Map();
    const queue = [start];
    search: while (queue.length > 0) {
      const v = queue.shift();
      for (const w of edges.get(v)) {
        if (!members.has(w) || cameFrom.has(w)) continue;
        cameFrom.set(w, v);
        if (w === start) break search;
        queue.push(w);
      }
    }
    const circle = [start];
    for (let v = cameFrom.get(start); v !== start; v = cameFrom.get(v)) circle.unshift(v);
    return [start, ...circle];
  });
}

/** The modules of `dir` (from the root), tests aside, each text by its path from the root. */
export function sourcesIn(dir) {
  return Object.fromEntries([...files(join(root, dir))].map((path) => [relative(root, path), readFileSync(path, 'utf8')]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wrong = [];
  for (const layer of Object.keys(LAYERS)) {
    const dir = join(root, layer);
    for (const path of files(dir)) wrong.push(...wrongImports(relative(root, path), readFileSync(path, 'utf8'), layer));
  }
  const circles = NO_CYCLES.flatMap((dir) => importCycles(sourcesIn(dir)));
  if (wrong.length > 0) console.error(`Imports against the layers (DESIGN.md):\n${wrong.join('\n')}`);
  if (circles.length > 0) console.error(`Imports in a circle (type-only and lazy imports count):\n${circles.map((c) => c.join(' -> ')).join('\n')}`);
  if (wrong.length > 0 || circles.length > 0) process.exit(1);
  console.log(`Layers: every import points the right way (${Object.keys(LAYERS).join(', ')}), and none goes round in a circle (${NO_CYCLES.join(', ')}).`);
}
