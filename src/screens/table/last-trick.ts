// The last trick on a four-handed table (Hearts, Euchre), on a key (F2, the
// pad's X), a button on the felt and the Game menu: the cards as they were
// played, each with its player's name under it (the taker's in blue),
// between a caption and a line of the game's own (the points taken, the
// tricks each side has).

import { Container, Sprite } from 'pixi.js';
import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { faceTexture } from '../../renderer/cards/cardTextures';
import { VGA } from '../../renderer/palette';
import { PixelText, lineHeight } from '../../renderer/text';
import { type Block, Button, Dialog, type DialogHost } from '../../renderer/widgets';
import { CARD_H, CARD_W } from './layout';
import type { TableView } from './table-view';

const GAP = 8;

/** A trick as it was played, and who took it. */
export interface PlayedTrick {
  plays: readonly { seat: Seat; card: Card }[];
  winner: Seat;
}

/** The cards in the order they were played, each with its player's name under it. */
function trickBlock(trick: PlayedTrick, names: readonly string[]): Block {
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

/** Open the last trick's dialog over the table (`trick` null: none taken yet); resolves when it is closed. */
export async function openPlayedTrick(host: DialogHost, trick: PlayedTrick | null, names: readonly string[], words: { caption: string; after: string }): Promise<void> {
  const body = [textBlock(words.caption), ...(trick ? [trickBlock(trick, names)] : []), textBlock(words.after)];
  const dialog = new Dialog<string>('Last Trick', 'win31', { body, buttons: [{ id: 'ok', label: 'OK' }], answer: (id) => id, cancel: () => 'ok' });
  await dialog.open(host).result;
}

/** The Last Trick button, in the felt's bottom right corner clear of the hands; hidden until the table is drawn in play. */
export function lastTrickButton(table: TableView, press: () => void): Button {
  const button = new Button('Las&t Trick', { width: 96, height: 24, onActivate: press });
  button.position.set(table.size.width - button.layoutWidth - 8, table.size.height - button.layoutHeight - 8);
  // Never a button behind "Who is playing?": the table shows it once it is drawn in play.
  button.visible = false;
  button.enabled = false;
  table.addChild(button);
  return button;
}
