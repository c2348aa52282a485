// An application window filling the 640x480 frame: sizing border, caption,
// menu bar, and the client area a game draws into. Commands go to the menu bar
// first (it is modal while open); whatever it leaves is the game's.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import type { Command } from '../../input/commands';
import { SHELL_SIZE } from '../stage';
import { edge, fillRect, outline } from './draw';
import { BORDER_31, BORDER_95 } from './frame-metrics';
import type { Rect } from './geometry';
import { MenuBar } from './menu-bar';
import type { MenuSpec } from './menu-model';
import { type Look, type Theme, theme } from './theme';
import { titleBar } from './title-bar';
import { WHOLE_TREE } from '../destroy';

export interface WindowFrameOptions {
  title: string;
  look?: Look;
  menus?: MenuSpec[];
  onMenu?: (id: string) => void;
  width?: number;
  height?: number;
}

/** How far from each corner 3.1 marks the sizing handles across the border. */
const HANDLE_31 = 22;

export class WindowFrame extends Container {
  /** Where the game draws; its origin is the client area's top-left. */
  readonly client = new Container();
  /** The client area within the frame. */
  readonly clientRect: Rect;
  readonly menuBar: MenuBar | null;
  private readonly theme: Theme;
  readonly title: string;
  private readonly captionWidth: number;
  private caption: Container;
  private isActive = true;

  constructor(options: WindowFrameOptions) {
    super();
    const t = (this.theme = theme(options.look ?? 'win31'));
    const w = options.width ?? SHELL_SIZE.width;
    const h = options.height ?? SHELL_SIZE.height;
    const g = new Rects();
    const border = t.look === 'win31' ? BORDER_31 : BORDER_95;
    this.drawBorder(g, w, h);
    const inner = w - 2 * border;
    this.title = options.title;
    this.captionWidth = inner;
    this.caption = titleBar(t, options.title, inner, { sizeBoxes: true });
    this.caption.position.set(border, border);
    let y = border + t.captionHeight + (t.look === 'win31' ? 1 : 0);
    this.addChild(g, this.client, this.caption);
    this.menuBar = null;
    if (options.menus && options.menus.length > 0) {
      this.menuBar = new MenuBar(options.menus, options.onMenu ?? (() => undefined), inner, t.look);
      this.menuBar.position.set(border, y);
      y += this.menuBar.layoutHeight;
      this.addChild(this.menuBar);
    }
    if (t.look === 'win95') {
      edge(g, border, y, inner, h - border - y, t.shadow, t.innerHighlight);
      edge(g, border + 1, y + 1, inner - 2, h - border - y - 2, t.outline, t.highlight);
      y += 2;
    }
    const inset = t.look === 'win95' ? 2 : 0;
    this.clientRect = { x: border + inset, y, width: inner - 2 * inset, height: h - border - inset - y };
    fillRect(g, this.clientRect.x, this.clientRect.y, this.clientRect.width, this.clientRect.height, t.window);
    this.client.position.set(this.clientRect.x, this.clientRect.y);
  }

  /** Whether this is the active window: its caption in the active colours. */
  get active(): boolean {
    return this.isActive;
  }

  set active(value: boolean) {
    if (value === this.isActive) return;
    this.isActive = value;
    const caption = titleBar(this.theme, this.title, this.captionWidth, { sizeBoxes: true, active: value });
    caption.position.copyFrom(this.caption.position);
    this.replaceChild(this.caption, caption);
    this.caption.destroy(WHOLE_TREE);
    this.caption = caption;
  }

  /** The menu bar's answer first; false when the game should use the command. */
  handle(command: Command): boolean {
    return this.menuBar?.handle(command) ?? false;
  }

  private drawBorder(g: Rects, w: number, h: number): void {
    const t = this.theme;
    if (t.look === 'win95') {
      edge(g, 0, 0, w, h, t.highlight, t.outline);
      edge(g, 1, 1, w - 2, h - 2, t.innerHighlight, t.shadow);
      outline(g, 2, 2, w - 4, h - 4, t.face);
      outline(g, 3, 3, w - 6, h - 6, t.face);
      return;
    }
    fillRect(g, 0, 0, w, h, t.windowBorder);
    outline(g, 0, 0, w, h, t.outline);
    outline(g, BORDER_31 - 1, BORDER_31 - 1, w - 2 * (BORDER_31 - 1), h - 2 * (BORDER_31 - 1), t.outline);
    for (const x of [HANDLE_31, w - 1 - HANDLE_31]) {
      fillRect(g, x, 0, 1, BORDER_31, t.outline);
      fillRect(g, x, h - BORDER_31, 1, BORDER_31, t.outline);
    }
    for (const y of [HANDLE_31, h - 1 - HANDLE_31]) {
      fillRect(g, 0, y, BORDER_31, 1, t.outline);
      fillRect(g, w - BORDER_31, y, BORDER_31, 1, t.outline);
    }
  }
}
