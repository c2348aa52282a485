// The last trick, and the points each player has taken this hand, on a key
// (F2, the pad's X), a button on the felt and the Game menu: the four cards as
// they were played, who took them, and the running points of the hand.

import { Container, Sprite } from 'pixi.js';
import type { HeartsView } from '../../engine/hearts';
import { faceTexture } from '../../renderer/cards/cardTextures';
import { VGA } from '../../renderer/palette';
import { PixelText, lineHeight } from '../../renderer/text';
import { type Block, Button, Dialog, type DialogHost } from '../../renderer/widgets';
import { CARD_H, CARD_W } from '../table/layout';
import type { TableView } from '../table/table-view';
import { lastTrickWords } from './texts';

const GAP = 8;

/** The four cards in the order they were played, each with its player's name under it. */
function trickBlock(view: HeartsView, names: readonly string[]): Block | null {
  const trick = view.lastTrick;
  if (trick === null) return null;
  const box = new Container() as Container & { layoutWidth: number; layoutHeight: number };
  trick.plays.forEach(({ seat, card }, i) => {
    const x = i * (CARD_W + GAP);
    const face = new Sprite(faceTexture(card));
    face.position.set(x, 0);
    const name = new PixelText(names[seat] ?? '', { colour: seat === trick.winner ? VGA.blue : VGA.black });
    name.position.set(x + Math.floor((CARD_W - name.textWidth) / 2), CARD_H + 3);
    box.addChild(face, name);
  });
  box.layoutWidth = trick.plays.length * (CARD_W + GAP) - GAP;
  box.layoutHeight = CARD_H + 3 + lineHeight();
  return box;
}

function textBlock(text: string): Block {
  const block = new PixelText(text, { colour: VGA.black }) as PixelText & { layoutWidth: number; layoutHeight: number };
  block.layoutWidth = block.textWidth;
  block.layoutHeight = block.textHeight;
  return block;
}

/** Open the last trick's dialog over the table; resolves when it is closed. */
export async function openLastTrick(host: DialogHost, view: HeartsView, names: readonly string[]): Promise<void> {
  const words = lastTrickWords(view, names);
  const trick = trickBlock(view, names);
  const body = [textBlock(words.caption), ...(trick ? [trick] : []), textBlock(words.points)];
  const dialog = new Dialog<string>('Last Trick', 'win31', { body, buttons: [{ id: 'ok', label: 'OK' }], answer: (id) => id, cancel: () => 'ok' });
  await dialog.open(host).result;
}

/** The Last Trick button, in the felt's bottom right corner clear of the hands. */
export function lastTrickButton(table: TableView, press: () => void): Button {
  const button = new Button('Las&t Trick', { width: 96, height: 24, onActivate: press });
  button.position.set(table.size.width - button.layoutWidth - 8, table.size.height - button.layoutHeight - 8);
  table.addChild(button);
  return button;
}
