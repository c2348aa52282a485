// Blocks side by side or one under another, top- and left-aligned, so a
// dialog's body can hold more than one column.

import { Container } from 'pixi.js';
import type { Sized } from './geometry';

type Block = Container & Sized;

export class Stack extends Container implements Sized {
  readonly layoutWidth: number;
  readonly layoutHeight: number;

  constructor(direction: 'row' | 'column', items: readonly Block[], gap: number) {
    super();
    let at = 0;
    for (const item of items) {
      if (direction === 'row') item.position.set(at, 0);
      else item.position.set(0, at);
      at += (direction === 'row' ? item.layoutWidth : item.layoutHeight) + gap;
    }
    if (items.length > 0) this.addChild(...items);
    const along = Math.max(0, at - gap);
    const across = Math.max(0, ...items.map((item) => (direction === 'row' ? item.layoutHeight : item.layoutWidth)));
    this.layoutWidth = direction === 'row' ? along : across;
    this.layoutHeight = direction === 'row' ? across : along;
  }
}

/** Blocks side by side. */
export function row(items: readonly Block[], gap: number): Stack {
  return new Stack('row', items, gap);
}

/** Blocks one under another. */
export function column(items: readonly Block[], gap: number): Stack {
  return new Stack('column', items, gap);
}
