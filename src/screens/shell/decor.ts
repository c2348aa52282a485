// The kiosk's own look: a card table's green baize, big pixel lettering made
// by enlarging the system font by whole steps (so it stays 1-bit and on the
// palette), and the prompt line that names the buttons of the device in use.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Button, Device } from '../../input/commands';
import { promptText } from '../../input/prompts';
import { VGA } from '../../renderer/palette';
import { SHELL_SIZE } from '../../renderer/stage';
import { type FontId, PixelText } from '../../renderer/text';
import { fillRect } from '../../renderer/widgets/draw';

export function baize(width = SHELL_SIZE.width, height = SHELL_SIZE.height): Rects {
  const g = new Rects();
  fillRect(g, 0, 0, width, height, VGA.green);
  return g;
}

export interface Lettering {
  scale?: number;
  colour?: number;
  /** Colour of a copy one enlarged pixel down and right; none when absent. */
  shadow?: number;
  font?: FontId;
}

/** Text enlarged `scale` times, centred on `centreX` when given. */
export function lettering(text: string, options: Lettering = {}): Container & { readonly layoutWidth: number; readonly layoutHeight: number } {
  const scale = options.scale ?? 1;
  const box = new Container() as Container & { layoutWidth: number; layoutHeight: number };
  if (options.shadow !== undefined) {
    const shadow = new PixelText(text, { colour: options.shadow, font: options.font ?? 'system' });
    shadow.scale.set(scale);
    shadow.position.set(scale, scale);
    box.addChild(shadow);
  }
  const main = new PixelText(text, { colour: options.colour ?? VGA.white, font: options.font ?? 'system' });
  main.scale.set(scale);
  box.addChild(main);
  box.layoutWidth = (main.textWidth + (options.shadow !== undefined ? 1 : 0)) * scale;
  box.layoutHeight = (main.textHeight + (options.shadow !== undefined ? 1 : 0)) * scale;
  return box;
}

/** Place `node` so that it is centred across a frame `width` wide. */
export function centre<T extends Container & { readonly layoutWidth: number }>(node: T, y: number, width = SHELL_SIZE.width): T {
  node.position.set(Math.floor((width - node.layoutWidth) / 2), y);
  return node;
}

export type PromptPairs = readonly (readonly [Button, string])[];

export const PROMPT_HEIGHT = 20;

/** A black strip along the bottom edge naming what the buttons do, in the words of the device used last. */
export class PromptBar extends Container {
  private readonly text = new PixelText('', { colour: VGA.white, align: 'center', wrap: SHELL_SIZE.width - 16 });
  private pairs: PromptPairs;
  private device: Device;

  constructor(pairs: PromptPairs, device: Device) {
    super();
    this.pairs = pairs;
    this.device = device;
    const strip = new Rects();
    fillRect(strip, 0, 0, SHELL_SIZE.width, PROMPT_HEIGHT, VGA.black);
    // A rule along the top keeps the strip part of the frame when the frame meets a black surround.
    fillRect(strip, 0, 0, SHELL_SIZE.width, 1, VGA.grey);
    this.text.position.set(8, 3);
    this.addChild(strip, this.text);
    this.position.set(0, SHELL_SIZE.height - PROMPT_HEIGHT);
    this.refresh();
  }

  setDevice(device: Device): void {
    this.device = device;
    this.refresh();
  }

  setPairs(pairs: PromptPairs): void {
    this.pairs = pairs;
    this.refresh();
  }

  get line(): string {
    return this.text.text;
  }

  private refresh(): void {
    this.text.text = promptText(this.pairs, this.device);
  }
}
