// A group box: a captioned frame round related controls (a radio group).
// 3.1 draws it as a black line, 95 as an etched grey-and-white one.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import { edge, fillRect, outline } from './draw';
import type { Sized } from './geometry';
import { Label } from './label';
import { type Look, theme } from './theme';
import { measureText } from '../text';

const INSET = 10;

/** The width a group box needs round `content` under `caption` in `look`, at least `minWidth`. */
export function groupBoxWidth(caption: string, content: Sized, look: Look = 'win31', minWidth = 0): number {
  const captionWidth = measureText(caption, { accelerator: true, font: theme(look).font }).width;
  return Math.max(minWidth, content.layoutWidth + 2 * INSET, captionWidth + 2 * INSET);
}

export class GroupBox extends Container implements Sized {
  readonly layoutWidth: number;
  readonly layoutHeight: number;

  constructor(caption: string, content: Container & Sized, look: Look = 'win31', minWidth = 0) {
    super();
    const t = theme(look);
    const label = new Label(caption, { accelerator: true, font: t.font, colour: t.text });
    const top = Math.floor(label.layoutHeight / 2);
    this.layoutWidth = groupBoxWidth(caption, content, look, minWidth);
    this.layoutHeight = label.layoutHeight + content.layoutHeight + INSET;
    const g = new Rects();
    const h = this.layoutHeight - top;
    if (look === 'win31') {
      outline(g, 0, top, this.layoutWidth, h, t.outline);
    } else {
      edge(g, 0, top, this.layoutWidth, h, t.shadow, t.innerHighlight);
      edge(g, 1, top + 1, this.layoutWidth - 2, h - 2, t.innerHighlight, t.shadow);
    }
    label.position.set(INSET - 2, 0);
    fillRect(g, label.x - 2, top, label.layoutWidth + 4, 2, t.window);
    content.position.set(INSET, label.layoutHeight + 2);
    this.addChild(g, label, content);
  }
}
