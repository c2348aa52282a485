// Caption bars. 3.1: navy bar, title centred, the control-menu box at the
// left and minimise/maximise boxes at the right, black lines between them.
// 95: navy bar, title at the left after a small icon, and the
// minimise/maximise/close buttons. The boxes are pictures only.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import { VGA } from '../palette';
import { arrow, fillRect, outline, pattern, raisedBox } from './draw';
import { Label } from './label';
import { CAPTION_FONT, type Theme } from './theme';

export interface TitleBarOptions {
  /** Minimise and maximise boxes (application windows; dialogs have none). */
  sizeBoxes: boolean;
  /** The active window's colours (the default), else the inactive ones. */
  active?: boolean;
}

const CLOSE_95 = ['##....##', '.##..##.', '..####..', '...##...', '..####..', '.##..##.', '##....##'];
const MIN_95 = ['######', '######'];
const MAX_95 = ['#########', '#########', '#.......#', '#.......#', '#.......#', '#.......#', '#.......#', '#########'];
/** A playing card with a red diamond: the games' window icon. */
const ICON_95 = [
  '.#########.',
  '#wwwwwwwww#',
  '#wwwwrwwww#',
  '#wwwrrrwww#',
  '#wwrrrrrww#',
  '#wrrrrrrrw#',
  '#wwrrrrrww#',
  '#wwwrrrwww#',
  '#wwwwrwwww#',
  '#wwwwwwwww#',
  '#wwwwwwwww#',
  '#wwwwwwwww#',
  '.#########.',
];

/** A caption `width` pixels wide and `theme.captionHeight` high (3.1 adds a black line below). */
export function titleBar(t: Theme, title: string, width: number, options: TitleBarOptions): Container {
  const bar = new Container();
  const g = new Rects();
  const h = t.captionHeight;
  const active = options.active ?? true;
  fillRect(g, 0, 0, width, h, active ? t.caption : t.inactiveCaption);
  const label = new Label(title, { font: CAPTION_FONT, colour: active ? t.captionText : t.inactiveCaptionText });
  bar.addChild(g, label);
  const textY = Math.floor((h - label.layoutHeight) / 2);

  if (t.look === 'win31') {
    fillRect(g, 0, h, width, 1, t.outline);
    controlBox31(g, t, 0, h);
    let right = width;
    if (options.sizeBoxes) {
      for (const direction of ['up', 'down'] as const) {
        right -= h + 1;
        fillRect(g, right, 0, 1, h, t.outline);
        raisedBox(g, t, right + 1, 0, h, h);
        const tipY = direction === 'up' ? 6 : 11;
        arrow(g, right + 1 + Math.floor(h / 2) - 1, tipY, direction, 4, t.text);
      }
    }
    const left = h + 1;
    const space = right - left;
    label.position.set(left + Math.max(0, Math.floor((space - label.layoutWidth) / 2)), textY);
    return bar;
  }

  pattern(g, 2, 2, ICON_95, { '#': VGA.black, w: VGA.white, r: VGA.red });
  label.position.set(17, textY);
  const bw = 16;
  const bh = 14;
  const by = Math.floor((h - bh) / 2);
  let right = width - 2 - bw;
  raisedBox(g, t, right, by, bw, bh);
  pattern(g, right + 4, by + 3, CLOSE_95, { '#': t.text });
  if (options.sizeBoxes) {
    right -= 2 + bw;
    raisedBox(g, t, right, by, bw, bh);
    pattern(g, right + 3, by + 2, MAX_95, { '#': t.text });
    right -= bw;
    raisedBox(g, t, right, by, bw, bh);
    pattern(g, right + 4, by + 8, MIN_95, { '#': t.text });
  }
  return bar;
}

/** The 3.1 control-menu box: a silver square holding a white "space bar" with a shadow. */
function controlBox31(g: Rects, t: Theme, x: number, size: number): void {
  fillRect(g, x, 0, size, size, t.face);
  fillRect(g, x + size, 0, 1, size, t.outline);
  const barW = 13;
  const barX = x + Math.floor((size - barW) / 2);
  const barY = Math.floor(size / 2) - 2;
  fillRect(g, barX + 1, barY + 1, barW, 3, t.shadow);
  outline(g, barX, barY, barW, 3, t.outline);
  fillRect(g, barX + 1, barY + 1, barW - 2, 1, t.highlight);
}
