// The cards held by the mouse, over the table: printed on whole character
// cells in the Spectrum's colours (white paper, red or black ink, BRIGHT
// alternating along a fan), never between cells; a whole pile comes whole.

import { type Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Card } from '../../engine/cards';
import { PixelText } from '../../renderer/text';
import { CELL, PAPER_X, PAPER_Y, spectrumColour } from '../../renderer/widgets';
import { fillRect } from '../../renderer/widgets/draw';
import { heldRuns } from './held-layout';
import type { Drag } from './table-keys';
import { WHOLE_TREE } from '../../renderer/destroy';

/** Draw the held cards into `layer` (emptied first); nothing unless a drag has begun. */
export function drawHeld(layer: Container, drag: Drag | null, piles: readonly (readonly Card[])[] | null): void {
  layer.removeChildren().forEach((c) => c.destroy(WHOLE_TREE));
  if (!drag || !drag.moved || !piles) return;
  const pointer = { row: Math.floor((drag.y - PAPER_Y) / CELL), col: Math.floor((drag.x - PAPER_X) / CELL) };
  const g = new Rects();
  layer.addChild(g);
  for (const run of heldRuns(piles[drag.from.pile] ?? [], drag.from.part === 'bottom', pointer)) {
    const x = PAPER_X + run.col * CELL;
    const y = PAPER_Y + run.row * CELL;
    fillRect(g, x, y, run.text.length * CELL, CELL, spectrumColour('white', run.bright));
    if (run.text.trim() === '') continue;
    const text = new PixelText(run.text, { font: 'spectrum', colour: spectrumColour(run.red ? 'red' : 'black', run.bright) });
    text.position.set(x, y);
    layer.addChild(text);
  }
}
