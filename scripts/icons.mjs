// The kiosk's app icons (the web app manifest's), drawn as pixel art: a card
// of the original machines' decks, white with a grey edge and a red heart,
// on the cabinet's black, each pixel of a 16-by-16 drawing a square block.
// Run `node scripts/icons.mjs` to draw public/icons/ again.

import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const ART = [
  '................',
  '..############..',
  '..#..........#..',
  '..#.R........#..',
  '..#..........#..',
  '..#..RR..RR..#..',
  '..#.RRRRRRRR.#..',
  '..#.RRRRRRRR.#..',
  '..#..RRRRRR..#..',
  '..#...RRRR...#..',
  '..#....RR....#..',
  '..#..........#..',
  '..#........R.#..',
  '..#..........#..',
  '..############..',
  '................',
];

/** Each mark's colour, RGBA: the black of the cabinet, the card's white, its grey edge, the heart's red. */
const COLOURS = { '.': [0, 0, 0, 255], ' ': [255, 255, 255, 255], '#': [170, 170, 170, 255], R: [204, 0, 0, 255] };

/** The card's inside is white: a '.' between the border's columns and rows is the card, not the background. */
function mark(x, y) {
  const row = ART[y] ?? '';
  const at = row[x] ?? '.';
  const inside = y > 1 && y < 14 && x > 2 && x < 13;
  return at === '.' && inside ? ' ' : at;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The drawing at `size` pixels square, as a PNG. */
function png(size) {
  const scale = size / 16;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) Buffer.from(COLOURS[mark(Math.floor(x / scale), Math.floor(y / scale))]).copy(row, 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

for (const size of [192, 512]) writeFileSync(new URL(`../public/icons/parlour-${size}.png`, import.meta.url), png(size));
