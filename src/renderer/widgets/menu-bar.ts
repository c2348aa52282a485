// The menu bar and its drop-downs, drawn from a `MenuModel`. The keyboard and
// gamepad go straight to the model; the mouse is mapped here: a click on a
// title opens (or closes) its menu, a click on an item picks it, a click
// anywhere else closes, and while a menu is open the pointer highlights what
// it passes over.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import type { Command } from '../../input/commands';
import { edge, fillRect, outline, pattern, raised95 } from './draw';
import { type Rect, contains, stageRect } from './geometry';
import { Label } from './label';
import { plainLabel } from './accelerator';
import { type MenuSpec, MenuModel, isSeparator } from './menu-model';
import { type Look, type Theme, theme } from './theme';
import { lineHeight, measureText } from '../text';

const TITLE_PAD = 7;
const CHECK = ['......#', '.....##', '#...###', '##.###.', '#####..', '.###...', '..#....'];
const CHECK_COLUMN = 16;
const SEPARATOR_HEIGHT = 8;

interface ItemPlace {
  index: number;
  y: number;
  height: number;
}

export class MenuBar extends Container {
  readonly model: MenuModel;
  /** The bar's height, its bottom line included. */
  readonly layoutHeight: number;
  private readonly theme: Theme;
  private readonly bar = new Rects();
  private readonly titles = new Container();
  private readonly dropDown = new Container();
  private titleRects: Rect[] = [];
  private items: ItemPlace[] = [];
  private dropRect: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor(
    menus: MenuSpec[],
    onPick: (id: string) => void,
    private readonly barWidth: number,
    look: Look = 'win31',
  ) {
    super();
    this.theme = theme(look);
    this.model = new MenuModel(menus, onPick);
    this.layoutHeight = this.theme.menuHeight + (look === 'win31' ? 1 : 0);
    this.addChild(this.bar, this.titles, this.dropDown);
    this.model.onChange(() => this.redraw());
    this.redraw();
  }

  get isOpen(): boolean {
    return this.model.isOpen;
  }

  /** Whether the command was used; everything is used while a menu is open. */
  handle(command: Command): boolean {
    if (command.type !== 'pointer') return this.model.handle(command);
    const origin = stageRect(this, 0, 0);
    const x = command.x - origin.x;
    const y = command.y - origin.y;
    const title = this.titleRects.findIndex((r) => contains(r, x, y));
    const dropY = y - this.dropRect.y;
    const item = contains(this.dropRect, x, y) ? this.items.find((i) => dropY >= i.y && dropY < i.y + i.height) : undefined;
    switch (command.phase) {
      case 'down':
        if (title >= 0) {
          if (title === this.model.openIndex) this.model.close();
          else this.model.open(title, false);
          return true;
        }
        if (!this.model.isOpen) return false;
        if (item) this.model.highlight(item.index);
        else if (!contains(this.dropRect, x, y)) this.model.close();
        return true;
      case 'move':
        if (!this.model.isOpen) return false;
        if (title >= 0 && title !== this.model.openIndex) this.model.open(title, false);
        else if (item) this.model.highlight(item.index);
        return true;
      case 'up':
        if (!this.model.isOpen) return false;
        if (item) this.model.pick(item.index);
        return true;
    }
  }

  /**
   * Where the titles and (when a menu is open) its items are on the stage,
   * for automation and pointer tests: ids for items, labels without marks.
   */
  places(): { titles: (Rect & { label: string })[]; items: (Rect & { id: string; label: string })[] } {
    const origin = stageRect(this, 0, 0);
    const shift = (r: Rect): Rect => ({ x: origin.x + r.x, y: origin.y + r.y, width: r.width, height: r.height });
    const titles = this.titleRects.map((r, i) => ({ ...shift(r), label: plainLabel(this.model.menus[i]?.label ?? '') }));
    const menu = this.model.menus[this.model.openIndex];
    const items = this.items.flatMap((place) => {
      const entry = menu?.items[place.index];
      if (!entry || isSeparator(entry)) return [];
      const rect = shift({ x: this.dropRect.x, y: this.dropRect.y + place.y, width: this.dropRect.width, height: place.height });
      return [{ ...rect, id: entry.id, label: plainLabel(entry.label) }];
    });
    return { titles, items };
  }

  private redraw(): void {
    const t = this.theme;
    const g = this.bar;
    const h = t.menuHeight;
    g.clear();
    fillRect(g, 0, 0, this.barWidth, h, t.menuBar);
    if (t.look === 'win31') fillRect(g, 0, h, this.barWidth, 1, t.outline);
    this.titles.removeChildren().forEach((c) => c.destroy());
    this.titleRects = [];
    let x = t.look === 'win31' ? 0 : 3;
    const textY = Math.floor((h - lineHeight(t.font)) / 2);
    this.model.menus.forEach((menu, i) => {
      const width = measureText(menu.label, { accelerator: true, font: t.font }).width + 2 * TITLE_PAD;
      const rect = { x, y: 0, width, height: h };
      this.titleRects.push(rect);
      const open = i === this.model.openIndex;
      if (open) {
        if (t.look === 'win31') fillRect(g, x, 0, width, h, t.selection);
        else fillRect(g, x, 1, width, h - 2, t.selection);
      }
      const label = new Label(menu.label, { accelerator: true, font: t.font, colour: open ? t.selectionText : t.menuText });
      label.position.set(x + TITLE_PAD, textY);
      this.titles.addChild(label);
      x += width;
    });
    this.drawDropDown();
  }

  private drawDropDown(): void {
    this.dropDown.removeChildren().forEach((c) => c.destroy());
    this.items = [];
    this.dropRect = { x: 0, y: 0, width: 0, height: 0 };
    const menu = this.model.menus[this.model.openIndex];
    const anchor = this.titleRects[this.model.openIndex];
    if (!menu || !anchor) return;
    const t = this.theme;
    const win31 = t.look === 'win31';
    const border = win31 ? 1 : 3;
    const line = lineHeight(t.font);
    const itemHeight = line + (win31 ? 2 : 4);
    const textWidth = Math.max(...menu.items.map((e) => (isSeparator(e) ? 0 : measureText(e.label, { accelerator: true, font: t.font }).width)));
    const width = CHECK_COLUMN + textWidth + 24 + 2 * border;
    let y = border;
    for (const [index, entry] of menu.items.entries()) {
      const height = isSeparator(entry) ? SEPARATOR_HEIGHT : itemHeight;
      this.items.push({ index, y, height });
      y += height;
    }
    const height = y + border;
    const top = this.layoutHeight - (win31 ? 1 : 0);
    const left = Math.min(anchor.x, this.barWidth - width - 2);
    this.dropRect = { x: left, y: top, width, height };

    const g = new Rects();
    this.dropDown.addChild(g);
    this.dropDown.position.set(left, top);
    if (win31) {
      outline(g, 0, 0, width, height, t.outline);
      fillRect(g, 1, 1, width - 2, height - 2, t.menuBar);
      // The drop shadow 3.1 casts to the right and below.
      fillRect(g, width, 2, 2, height, t.outline);
      fillRect(g, 2, height, width - 2, 2, t.outline);
    } else {
      raised95(g, t, 0, 0, width, height);
    }
    for (const place of this.items) {
      const entry = menu.items[place.index];
      if (!entry) continue;
      if (isSeparator(entry)) {
        const sy = place.y + Math.floor(SEPARATOR_HEIGHT / 2) - 1;
        if (win31) fillRect(g, border, sy, width - 2 * border, 1, t.outline);
        else edge(g, border, sy, width - 2 * border, 2, t.shadow, t.innerHighlight);
        continue;
      }
      const lit = place.index === this.model.itemIndex;
      if (lit) fillRect(g, border, place.y, width - 2 * border, place.height, t.selection);
      const colour = entry.disabled ? t.disabledText : lit ? t.selectionText : t.menuText;
      const textY = place.y + Math.floor((place.height - line) / 2);
      if (entry.checked) pattern(g, border + 5, textY + Math.floor((line - CHECK.length) / 2), CHECK, { '#': colour });
      const emboss = entry.disabled && !lit ? t.disabledEmboss : null;
      const label = new Label(entry.label, { accelerator: true, font: t.font, colour, emboss });
      label.position.set(border + CHECK_COLUMN, textY);
      this.dropDown.addChild(label);
    }
  }
}
