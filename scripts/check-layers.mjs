#!/usr/bin/env node
// The layers point one way (DESIGN.md): engine <- table <- net <- screens, and
// the game server uses only the engine and the table. This reads every
// relative import of the code (tests aside: a test may drive one layer from
// another) and fails, naming each import that runs against the arrows.
// `npm test` runs it with the lint step.

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

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

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
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wrong = [];
  for (const layer of Object.keys(LAYERS)) {
    const dir = join(root, layer);
    for (const path of files(dir)) wrong.push(...wrongImports(relative(root, path), readFileSync(path, 'utf8'), layer));
  }
  if (wrong.length > 0) {
    console.error(`Imports against the layers (DESIGN.md):\n${wrong.join('\n')}`);
    process.exit(1);
  }
  console.log(`Layers: every import points the right way (${Object.keys(LAYERS).join(', ')}).`);
}
