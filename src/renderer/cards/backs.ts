// Card backs: a dozen designs in the spirit of the ones Windows shipped, each
// painted into the field inside a white margin on the card blank.

import { Bitmap } from '../bitmap';
import { VGA } from '../palette';
import { CARD_HEIGHT, CARD_WIDTH, blankCard } from './frame';
import { sprite } from './sprite';

const MARGIN = 3;
const FIELD_W = CARD_WIDTH - 2 * MARGIN;
const FIELD_H = CARD_HEIGHT - 2 * MARGIN;

type Painter = (field: Bitmap) => void;

/** Fill the field by a rule on pixel position. */
const pattern =
  (colourAt: (x: number, y: number) => number): Painter =>
  (field) => {
    for (let y = 0; y < field.height; y++) for (let x = 0; x < field.width; x++) field.set(x, y, colourAt(x, y));
  };

/** Repeat a tile over the field, every other row of tiles shifted by `shift`. */
function tiled(field: Bitmap, tile: Bitmap, shift = 0, dx = 0, dy = 0): void {
  for (let j = -1; j * tile.height < field.height; j++) {
    const offset = j % 2 === 0 ? 0 : shift;
    for (let i = -1; i * tile.width < field.width + tile.width; i++) field.blit(tile, dx + i * tile.width + offset, dy + j * tile.height);
  }
}

/** A black-edged box filled with `fill`. */
function box(field: Bitmap, x: number, y: number, w: number, h: number, fill: number): void {
  field.rect(x, y, w, h, VGA.black);
  field.rect(x + 1, y + 1, w - 2, h - 2, fill);
}

/** Deterministic scatter (a small LCG), so a back looks the same every time. */
function scatter(count: number, seed: number, each: (x: number, y: number, i: number) => void): void {
  let s = seed;
  const next = (n: number): number => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % n;
  };
  for (let i = 0; i < count; i++) each(next(FIELD_W), next(FIELD_H), i);
}

const crosshatch = pattern((x, y) => ((x + y) % 6 === 0 || (x - y + 600) % 6 === 0 ? VGA.blue : VGA.white));

/** Basket weave: strands change direction every cell and darken where they tuck under. */
const weave = pattern((x, y) => {
  const cell = 8;
  const across = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0;
  const side = (across ? y : x) % cell;
  const along = (across ? x : y) % cell;
  if (side % 4 === 3) return VGA.black;
  if (along === 0 || along === cell - 1) return VGA.maroon;
  return side % 4 === 0 ? VGA.fuchsia : VGA.red;
});

const FISH = [
  '....kkkk.......',
  '.k.kyyyyk......',
  '.kkyyyyyyk.....',
  '.kyyyyyykyk....',
  '.kkyyyyyyyk....',
  '.k.kyyyyk......',
  '....kkkk.......',
  '...............',
  '.........w.....',
  '..........w....',
  '...............',
];

const fish: Painter = (field) => {
  pattern((x, y) => ((y + Math.floor(Math.abs(((x % 12) - 6)) / 3)) % 6 === 0 ? VGA.aqua : VGA.teal))(field);
  tiled(field, sprite(FISH, { k: VGA.black, y: VGA.yellow, w: VGA.white }), 8, 2, 2);
};

const castle: Painter = (field) => {
  field.rect(0, 0, FIELD_W, FIELD_H, VGA.blue);
  for (const [cx, cy] of [
    [10, 8],
    [46, 14],
  ] as const) {
    field.rect(cx, cy, 12, 3, VGA.white);
    field.rect(cx + 3, cy - 2, 6, 2, VGA.white);
  }
  field.rect(0, 70, FIELD_W, FIELD_H - 70, VGA.green);
  for (let x = 0; x < FIELD_W; x += 5) field.set(x + ((x / 5) % 2), 76 + ((x * 7) % 9), VGA.lime);
  // Curtain wall between two towers, and the keep behind.
  box(field, 26, 24, 13, 50, VGA.silver);
  box(field, 10, 44, 45, 30, VGA.silver);
  box(field, 6, 34, 13, 40, VGA.silver);
  box(field, 46, 34, 13, 40, VGA.silver);
  for (const [x, y, w] of [
    [6, 34, 13],
    [46, 34, 13],
    [26, 24, 13],
    [10, 44, 45],
  ] as const) {
    for (let i = x; i < x + w; i += 4) box(field, i, y - 3, 3, 4, VGA.silver);
  }
  for (const [x, y] of [
    [11, 42],
    [51, 42],
    [31, 30],
    [21, 52],
    [41, 52],
  ] as const) {
    field.rect(x, y, 3, 5, VGA.black);
  }
  field.rect(28, 58, 9, 16, VGA.black);
  field.rect(29, 57, 7, 1, VGA.black);
  for (let y = 60; y < 74; y += 3) field.rect(29, y, 7, 1, VGA.grey);
  for (const [x, y] of [
    [12, 31],
    [52, 31],
    [32, 21],
  ] as const) {
    field.rect(x, y - 10, 1, 10, VGA.black);
    field.rect(x + 1, y - 10, 5, 3, VGA.red);
    field.rect(x + 1, y - 7, 3, 1, VGA.red);
  }
};

const robot: Painter = (field) => {
  pattern((x, y) => (x % 8 === 0 || y % 8 === 0 ? VGA.navy : VGA.teal))(field);
  field.rect(32, 4, 1, 8, VGA.black);
  box(field, 30, 2, 5, 4, VGA.red);
  box(field, 20, 11, 25, 19, VGA.silver);
  box(field, 24, 15, 6, 6, VGA.red);
  box(field, 35, 15, 6, 6, VGA.red);
  field.rect(26, 17, 2, 2, VGA.yellow);
  field.rect(37, 17, 2, 2, VGA.yellow);
  box(field, 26, 23, 13, 4, VGA.grey);
  for (let x = 28; x < 38; x += 2) field.rect(x, 24, 1, 2, VGA.black);
  box(field, 29, 29, 7, 4, VGA.grey);
  box(field, 14, 32, 37, 30, VGA.silver);
  box(field, 19, 36, 27, 12, VGA.grey);
  for (const [x, c] of [
    [22, VGA.red],
    [28, VGA.yellow],
    [34, VGA.lime],
    [40, VGA.aqua],
  ] as const) {
    box(field, x, 39, 4, 4, c);
  }
  for (let x = 20; x < 45; x += 3) field.rect(x, 52, 2, 6, VGA.grey);
  box(field, 5, 34, 9, 22, VGA.grey);
  box(field, 51, 34, 9, 22, VGA.grey);
  box(field, 3, 55, 13, 6, VGA.silver);
  box(field, 49, 55, 13, 6, VGA.silver);
  box(field, 19, 61, 10, 18, VGA.grey);
  box(field, 36, 61, 10, 18, VGA.grey);
  box(field, 15, 78, 16, 7, VGA.silver);
  box(field, 34, 78, 16, 7, VGA.silver);
};

/** Draw a 1-pixel line (Bresenham). */
function line(b: Bitmap, x0: number, y0: number, x1: number, y1: number, colour: number): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    b.set(x0, y0, colour);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
}

/** A scallop: a fan of ribs spreading from the hinge, with a wavy rim. */
function scallop(): Bitmap {
  const tile = new Bitmap(18, 16);
  const hx = 8;
  const hy = 12;
  const radius = 8.6;
  for (let y = 0; y <= hy; y++) {
    for (let x = 0; x < 17; x++) {
      const d = Math.hypot(x - hx, y - hy);
      if (d <= radius) tile.set(x, y, d > radius - 1.2 ? VGA.black : VGA.white);
    }
  }
  for (let i = -3; i <= 3; i++) {
    const a = (i * Math.PI) / 8;
    line(tile, hx, hy, Math.round(hx + Math.sin(a) * (radius - 1.5)), Math.round(hy - Math.cos(a) * (radius - 1.5)), VGA.red);
  }
  tile.rect(hx - 3, hy, 7, 2, VGA.black);
  tile.rect(hx - 2, hy, 5, 1, VGA.yellow);
  return tile;
}

const shells: Painter = (field) => {
  field.rect(0, 0, FIELD_W, FIELD_H, VGA.navy);
  tiled(field, scallop(), 9, 1, 1);
};

const FLOWER = [
  '.....kkk.....',
  '....krrrk....',
  '..kkkrrrkkk..',
  '.krrkkykkrrk.',
  '.krrkyyykrrk.',
  '.krrkkykkrrk.',
  '..kkkrrrkkk..',
  '.ee.krrrk.ee.',
  'eeee.kkk.eeee',
  '.eeee.e.eeee.',
  '.....eee.....',
  '......e......',
  '.............',
];

const flowers: Painter = (field) => {
  pattern((x, y) => ((x + y) % 2 === 0 && (x % 4 === 0 || y % 4 === 0) ? VGA.olive : VGA.white))(field);
  tiled(field, sprite(FLOWER, { k: VGA.black, r: VGA.red, y: VGA.yellow, e: VGA.green }), 6, 1, 1);
};

const bricks = pattern((x, y) => {
  const row = Math.floor(y / 6);
  const shift = row % 2 === 0 ? 0 : 6;
  if (y % 6 === 5 || (x + shift) % 12 === 11) return VGA.silver;
  return (x + shift) % 12 === 0 || y % 6 === 0 ? VGA.red : VGA.maroon;
});

const checkers = pattern((x, y) => {
  const square = 5;
  const dark = (Math.floor((x + 2) / square) + Math.floor((y + 2) / square)) % 2 === 0;
  return dark ? VGA.black : VGA.red;
});

const lattice = pattern((x, y) => {
  const u = (x + 400 + y) % 16;
  const v = (x + 400 - y) % 16;
  if (u === 0 || v === 0) return VGA.yellow;
  return (Math.floor((x + y + 400) / 16) + Math.floor((x - y + 400) / 16)) % 2 === 0 ? VGA.purple : VGA.fuchsia;
});

const STAR = ['..y..', '.yyy.', 'yyyyy', '.yyy.', '..y..'];

const stars: Painter = (field) => {
  field.rect(0, 0, FIELD_W, FIELD_H, VGA.navy);
  scatter(40, 7, (x, y) => field.set(x, y, VGA.white));
  const star = sprite(STAR, { y: VGA.yellow });
  scatter(11, 99, (x, y) => field.blit(star, x - 2, y - 2));
  // A crescent: a yellow disc with a navy one bitten out of it.
  for (let y = -9; y <= 9; y++) {
    for (let x = -9; x <= 9; x++) {
      if (x * x + y * y <= 81 && (x - 5) ** 2 + (y + 2) ** 2 > 64) field.set(42 + x, 24 + y, VGA.yellow);
    }
  }
};

const tartan = pattern((x, y) => {
  const band = (n: number): number => {
    const m = n % 20;
    if (m < 4) return VGA.green;
    if (m === 9) return VGA.yellow;
    if (m >= 13 && m < 16) return VGA.navy;
    return VGA.red;
  };
  const a = band(x);
  const b = band(y);
  // Woven twill: the two threads alternate on diagonals.
  return (x + y) % 2 === 0 ? a : b;
});

interface Design {
  id: string;
  name: string;
  paint: Painter;
}

const DESIGNS: readonly Design[] = [
  { id: 'crosshatch', name: 'Crosshatch', paint: crosshatch },
  { id: 'weave', name: 'Weave', paint: weave },
  { id: 'fish', name: 'Fish', paint: fish },
  { id: 'castle', name: 'Castle', paint: castle },
  { id: 'robot', name: 'Robot', paint: robot },
  { id: 'shells', name: 'Shells', paint: shells },
  { id: 'flowers', name: 'Flowers', paint: flowers },
  { id: 'bricks', name: 'Brickwork', paint: bricks },
  { id: 'checkers', name: 'Checkers', paint: checkers },
  { id: 'lattice', name: 'Diamond Lattice', paint: lattice },
  { id: 'stars', name: 'Starry Night', paint: stars },
  { id: 'tartan', name: 'Tartan', paint: tartan },
];

/** The designs a player can choose, in menu order (index = `paintBack` argument). */
export const BACKS: readonly { id: string; name: string }[] = DESIGNS.map(({ id, name }) => ({ id, name }));

export function paintBack(index: number): Bitmap {
  const design = DESIGNS[index];
  if (!design) throw new RangeError(`no card back ${index}`);
  const field = new Bitmap(FIELD_W, FIELD_H);
  design.paint(field);
  const card = blankCard();
  card.blit(field, MARGIN, MARGIN);
  return card;
}
