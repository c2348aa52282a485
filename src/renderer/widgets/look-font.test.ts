import { describe, expect, it, vi } from 'vitest';
import type { Container } from 'pixi.js';
import { FONTS, type FontId, measure } from '../font';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });

// No canvas in Node: textures of the right size with nothing in them.
vi.mock('../texture', () => import('../blank-texture'));

const { PixelText } = await import('../text');
const { Button, buttonWidth } = await import('./button');
const { Checkbox } = await import('./checkbox');
const { GroupBox } = await import('./group-box');
const { ListBox } = await import('./list-box');
const { RadioGroup } = await import('./radio-group');
const { OnScreenKeyboard, TextField } = await import('./text-entry');
const { TextModel } = await import('./text-model');
const { CAPTION_FONT, theme } = await import('./theme');
const { WindowFrame } = await import('./window-frame');
type Look = import('./theme').Look;

const LOOKS: [Look, FontId][] = [
  ['win31', 'system'],
  ['win95', 'sans'],
];

/** Every piece of text under `root`, with the width it was drawn at. */
function texts(root: Container): InstanceType<typeof PixelText>[] {
  const found: InstanceType<typeof PixelText>[] = [];
  const walk = (node: Container): void => {
    if (node instanceof PixelText) found.push(node);
    for (const child of node.children) walk(child);
  };
  walk(root);
  return found;
}

/** Which of the fonts `text` was laid out in, judged by the width it takes. */
function fontOf(text: InstanceType<typeof PixelText>): FontId[] {
  return (Object.keys(FONTS) as FontId[]).filter((id) => measure(FONTS[id], text.text, { accelerator: true }).width === text.textWidth);
}

/** A window of the look holding one of each control, with its first menu open. */
function windowOf(look: Look): InstanceType<typeof WindowFrame> {
  const frame = new WindowFrame({
    title: 'Thirty-One',
    look,
    menus: [{ label: '&Game', items: [{ id: 'deal', label: '&Deal' }, { separator: true }, { id: 'exit', label: 'E&xit', disabled: true }] }],
  });
  frame.menuBar?.model.open(0, false);
  const seats = new RadioGroup(
    [
      { value: '2', label: '&2 players' },
      { value: '4', label: '&4 players' },
    ],
    '2',
    look,
  );
  const text = new TextModel({ initial: 'ANNE' });
  const keyboard = new OnScreenKeyboard(text, () => undefined, () => undefined, look);
  frame.client.addChild(
    new Button('&Take pot', { look }),
    new Checkbox('&Auto sort', true, look),
    new GroupBox('Players', seats, look),
    new ListBox(['Alice', 'Bob'], { look, width: 100, rows: 3 }),
    new TextField(text, keyboard.layoutWidth, look),
    keyboard,
  );
  return frame;
}

describe("a look's font", () => {
  it.each(LOOKS)('%s draws every control, menu and field in %s, and its caption in the bold system face', (look, font) => {
    const frame = windowOf(look);
    const all = texts(frame);
    const drawn = all.filter((t) => t.text !== '');
    // The caption, the menu title and its two items, the controls' labels, the list, the field and the keys.
    expect(drawn.length).toBeGreaterThan(40);
    for (const text of drawn) {
      const expected = text.text === frame.title ? CAPTION_FONT : font;
      expect(fontOf(text), text.text).toContain(expected);
    }
    expect(drawn.some((t) => t.text === frame.title)).toBe(true);
  });

  it('tells the two faces apart by the widths of the words the test uses', () => {
    for (const word of ['Thirty-One', '&Take pot', '&Auto sort', 'Alice', 'ANNE']) {
      expect(measure(FONTS.sans, word, { accelerator: true }).width).not.toBe(measure(FONTS.system, word, { accelerator: true }).width);
    }
  });

  it.each(LOOKS)('a %s button measures its label in %s, the font it draws it in', (look, font) => {
    const label = '&Take the whole pot';
    const wanted = measure(FONTS[font], label, { accelerator: true }).width + 20;
    expect(wanted).toBeGreaterThan(theme(look).buttonMinWidth);
    expect(buttonWidth(label, look)).toBe(wanted);
    expect(new Button(label, { look }).layoutWidth).toBe(wanted);
  });

  it('sizes list rows and text fields to the line of the look', () => {
    for (const [look, font] of LOOKS) {
      const rows = 4;
      const list = new ListBox(['Alice'], { look, width: 100, rows });
      const border = look === 'win31' ? 1 : 2;
      expect(list.layoutHeight).toBe(rows * (FONTS[font].lineHeight + 2) + 2 * border);
      expect(new TextField(new TextModel(), 100, look).layoutHeight).toBe(FONTS[font].lineHeight + 6);
    }
  });
});
