// Writes the deck as picture sheets under test-results/ so the art can be
// looked at: all 52 faces on the green felt, the backs, and a close-up.

import { expect, it } from 'vitest';
import { Bitmap } from '../bitmap';
import { VGA } from '../palette';
import { RANKS, SUITS } from '../../engine/cards';
import type { Card } from '../../engine/cards';
import { saveBitmap } from '../../../tests/png';
import { CARD_HEIGHT, CARD_WIDTH } from './frame';
import { paintFace } from './face';
import { BACKS, paintBack } from './backs';

const GAP = 2;
const VGA_COLOURS = new Set<number>(Object.values(VGA));

function sheet(cards: Bitmap[], columns: number): Bitmap {
  const rows = Math.ceil(cards.length / columns);
  const out = new Bitmap(GAP + columns * (CARD_WIDTH + GAP), GAP + rows * (CARD_HEIGHT + GAP), VGA.green);
  cards.forEach((card, i) => out.blit(card, GAP + (i % columns) * (CARD_WIDTH + GAP), GAP + Math.floor(i / columns) * (CARD_HEIGHT + GAP)));
  return out;
}

function save(name: string, cards: Bitmap[], columns: number, zoom: number): void {
  const picture = sheet(cards, columns);
  for (const c of picture.colours()) expect(VGA_COLOURS.has(c)).toBe(true);
  saveBitmap(`test-results/${name}.png`, picture, zoom);
}

it('saves the 52 faces, a suit to a row', () => {
  save('cards-faces', SUITS.flatMap((s) => RANKS.map((r) => paintFace(`${r}${s}`))), 13, 2);
});

it('saves the backs', () => {
  save('cards-backs', BACKS.map((_, i) => paintBack(i)), 6, 2);
});

it('saves a close-up of the hearts courts and the ace of spades', () => {
  const cards: Card[] = ['KH', 'QH', 'JH', 'AS'];
  save('cards-closeup', cards.map(paintFace), 4, 5);
});
