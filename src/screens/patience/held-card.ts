// The card held by the mouse follows the pointer, drawn in Spectrum colours
// over the cells: white paper, red or black ink.

import { type Container, Graphics } from 'pixi.js';
import { type Card, isRed, suitOf } from '../../engine/cards';
import { PixelText } from '../../renderer/text';
import { CELL, spectrumColour } from '../../renderer/widgets';
import { fillRect } from '../../renderer/widgets/draw';
import { CARD_HEIGHT } from './board-layout';
import { cardIndex } from './card-index';
import type { Drag } from './table-keys';

/** Draw the held card into `layer` (emptied first); nothing unless a drag has begun. */
export function drawHeld(layer: Container, drag: Drag | null, piles: readonly (readonly Card[])[] | null): void {
  layer.removeChildren().forEach((c) => c.destroy({ children: true }));
  if (!drag || !drag.moved || !piles) return;
  const pile = piles[drag.from.pile] ?? [];
  const card = drag.from.part === 'bottom' ? pile[0] : pile.at(-1);
  if (card === undefined) return;
  const g = new Graphics();
  const x = Math.round(drag.x) - CELL;
  const y = Math.round(drag.y) - CELL;
  fillRect(g, x, y, 3 * CELL, CARD_HEIGHT * CELL, spectrumColour('white', true));
  const text = new PixelText(cardIndex(card), { font: 'spectrum', colour: spectrumColour(isRed(suitOf(card)) ? 'red' : 'black', true) });
  text.position.set(x, y);
  layer.addChild(g, text);
}
