import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });

// No canvas in Node: textures of the right size with nothing in them.
vi.mock('../texture', () => import('../blank-texture'));

const { Texture, TextureSource } = await import('pixi.js');
const { Button } = await import('./button');
const { Checkbox } = await import('./checkbox');
const { Dialog } = await import('./dialog');
const { PictureWell } = await import('./picture-well');
const { column, row } = await import('./stack');
const { TestHost } = await import('./test-host');
type Block = import('./dialog').Block;

/** A block of a given size: an empty 95 well, whose edge is 2 pixels. */
function box(width: number, height: number): Block {
  return new PictureWell(Texture.EMPTY, width - 4, height - 4, 'win95');
}

describe('a dialog built by hand', () => {
  it('names body controls by the ids its layout gives, else by their labels, and its buttons by theirs', () => {
    const line = new Button('Seat &2: Hetty, computer', { look: 'win95' });
    const sound = new Checkbox('&Sound', true, 'win95');
    const dialog = new Dialog<string>('Players', 'win95', {
      body: [row([line, sound], 6)],
      controls: [line, sound],
      ids: new Map([[line, 'seat-2']]),
      buttons: [{ id: 'ok', label: 'OK' }],
      answer: (id) => id,
    });
    expect(dialog.namedControls().map((c) => [c.id, c.label])).toEqual([
      ['seat-2', 'Seat 2: Hetty, computer'],
      ['sound', 'Sound'],
      ['ok', 'OK'],
    ]);
  });

  it('opens on a host, which a control of it can be pressed on by id, and closes there when answered', async () => {
    const host = new TestHost();
    const pressed: string[] = [];
    const more = new Button('&More...', { look: 'win95', onActivate: () => pressed.push('more') });
    const dialog = new Dialog<string | null>('Ask', 'win95', {
      body: [more],
      controls: [more],
      buttons: [
        { id: 'ok', label: 'OK' },
        { id: 'cancel', label: 'Cancel' },
      ],
      answer: (id) => id,
      cancel: () => null,
    }).open(host);
    expect(host.title).toBe('Ask');
    await host.click('more');
    await host.type('M');
    expect(pressed).toEqual(['more', 'more']);
    await host.click('ok');
    await expect(dialog.result).resolves.toBe('ok');
    expect(host.stack).toHaveLength(0);
  });
});

describe('rows and columns of blocks', () => {
  it('place blocks side by side or one under another with the gap between, as big as they need', () => {
    const a = box(40, 20);
    const b = box(30, 50);
    const across = row([a, b], 6);
    expect([across.layoutWidth, across.layoutHeight]).toEqual([76, 50]);
    expect([a.x, a.y, b.x, b.y]).toEqual([0, 0, 46, 0]);
    const c = box(40, 20);
    const d = box(30, 50);
    const down = column([c, d], 4);
    expect([down.layoutWidth, down.layoutHeight]).toEqual([40, 74]);
    expect([c.x, c.y, d.x, d.y]).toEqual([0, 0, 0, 24]);
    expect(row([], 6).layoutWidth).toBe(0);
  });
});

describe('a picture in a well', () => {
  it('frames a picture of the size asked inside the sunken edge, and shows another in its place', () => {
    const first = new Texture({ source: new TextureSource({ width: 71, height: 96 }) });
    const second = new Texture({ source: new TextureSource({ width: 71, height: 96 }) });
    const well = new PictureWell(first, 71, 96, 'win95');
    expect([well.layoutWidth, well.layoutHeight]).toEqual([75, 100]);
    expect(well.picture).toBe(first);
    well.picture = second;
    expect(well.picture).toBe(second);
    expect(new PictureWell(first, 71, 96, 'win31').layoutWidth).toBe(73);
  });
});

describe('a message box', () => {
  it('wraps its text at 300 pixels, or at the width asked for a table', async () => {
    const { messageBox } = await import('./dialogs');
    const line = 'word '.repeat(40).trim();
    const narrow = new TestHost();
    void messageBox('Note', line, undefined, { look: 'win95', host: narrow });
    const wide = new TestHost();
    void messageBox('Note', line, undefined, { look: 'win95', host: wide, width: 380 });
    // Both stand centred on the frame: 80 pixels wider is 40 further left.
    expect(narrow.top.view.x - wide.top.view.x).toBe(40);
  });
});
