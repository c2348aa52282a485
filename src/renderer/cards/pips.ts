// Where the pips of the number cards sit: the traditional patterns, on three
// columns and rows placed so every layout is symmetric under a half turn.

import type { Rank } from '../../engine/cards';
import { CARD_HEIGHT } from './frame';

export const PIP_WIDTH = 11;
export const PIP_HEIGHT = 12;

const L = 16;
const C = 30;
const R = 44;

const TOP = 10;
const MIDDLE = (CARD_HEIGHT - PIP_HEIGHT) / 2;
/** The second of four rows: a third of the way from top to bottom. */
const UPPER = 31;
/** Halfway between the top and middle rows (the 7 and 8). */
const HIGH = 26;
/** Halfway between the top and second rows (the 10). */
const HIGHER = 20;

/** The row a half turn maps `y` to. */
const turned = (y: number): number => CARD_HEIGHT - PIP_HEIGHT - y;

const pair = (y: number): [number, number][] => [
  [L, y],
  [R, y],
];

const SIX: [number, number][] = [...pair(TOP), ...pair(MIDDLE), ...pair(turned(TOP))];
const EIGHT_SIDES: [number, number][] = [...pair(TOP), ...pair(UPPER), ...pair(turned(UPPER)), ...pair(turned(TOP))];

/** Top-left corners of each pip, by rank. */
export const PIP_LAYOUTS: Partial<Record<Rank, readonly [number, number][]>> = {
  '2': [
    [C, TOP],
    [C, turned(TOP)],
  ],
  '3': [
    [C, TOP],
    [C, MIDDLE],
    [C, turned(TOP)],
  ],
  '4': [...pair(TOP), ...pair(turned(TOP))],
  '5': [...pair(TOP), [C, MIDDLE], ...pair(turned(TOP))],
  '6': SIX,
  '7': [...SIX, [C, HIGH]],
  '8': [...SIX, [C, HIGH], [C, turned(HIGH)]],
  '9': [...EIGHT_SIDES, [C, MIDDLE]],
  T: [...EIGHT_SIDES, [C, HIGHER], [C, turned(HIGHER)]],
};

/** Pips below the middle are printed upside down, as on real cards. */
export function pipTurned(y: number): boolean {
  return y > MIDDLE;
}
