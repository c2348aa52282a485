import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });

// No canvas in Node: textures of the right size with nothing in them.
vi.mock('../texture', () => import('../blank-texture'));

const { hostAbove, messageBox } = await import('./dialogs');
const { optionsDialog } = await import('./dialog-forms');
const { TestHost } = await import('./test-host');
type OptionField = import('./dialog-forms').OptionField;

/** Two radio groups above OK and Cancel, as the games' Options dialogs have them. */
const FIELDS: OptionField[] = [
  { kind: 'check', id: 'sound', label: '&Sound', value: true },
  { kind: 'radio', id: 'speed', label: 'Game speed', value: 'medium', options: [{ value: 'slow', label: 'S&low' }, { value: 'medium', label: '&Medium' }, { value: 'fast', label: '&Fast' }] },
  { kind: 'radio', id: 'level', label: 'Computer players', value: 'novice', options: [{ value: 'novice', label: '&Novice' }, { value: 'intermediate', label: '&Intermediate' }, { value: 'expert', label: '&Expert' }] },
];

describe('an Options dialog walked with a pad', () => {
  it('changes nothing the D-pad passes over: only A chooses', async () => {
    const host = new TestHost();
    const result = optionsDialog('Options', FIELDS, { host });
    // Down through every radio button to OK, and A there.
    for (let step = 0; step < 12 && host.focusedId() !== 'ok'; step += 1) await host.pad('down');
    expect(host.focusedId()).toBe('ok');
    await host.pad('confirm');
    await expect(result).resolves.toEqual({ sound: true, speed: 'medium', level: 'novice' });
  });

  it('chooses the one button A is pressed on, and only that one', async () => {
    const host = new TestHost();
    const result = optionsDialog('Options', FIELDS, { host });
    while (host.focusedId() !== 'fast') await host.pad('down');
    await host.pad('confirm');
    while (host.focusedId() !== 'ok') await host.pad('down');
    await host.pad('confirm');
    await expect(result).resolves.toEqual({ sound: true, speed: 'fast', level: 'novice' });
  });

  it('still chooses as the arrows move on a keyboard, as Windows does', async () => {
    const host = new TestHost();
    const result = optionsDialog('Options', FIELDS, { host });
    while (host.focusedId() !== 'medium') await host.keys('down');
    await host.keys('down');
    expect(host.focusedId()).toBe('fast');
    while (host.focusedId() !== 'ok') await host.keys('next');
    await host.keys('confirm');
    await expect(result).resolves.toEqual({ sound: true, speed: 'fast', level: 'novice' });
  });
});

describe('a box kept above a line', () => {
  it('opens no lower than the line, and where it would open when there is room above it', () => {
    const host = new TestHost();
    void messageBox('Game Over', 'The game is over.\n\nAnother game?', undefined, { host });
    const centred = host.top.view.y;
    const height = Math.ceil(host.top.view.height);
    host.close(host.top);
    void messageBox('Game Over', 'The game is over.\n\nAnother game?', undefined, { host: hostAbove(host, centred + height - 20) });
    expect(host.top.view.y).toBe(centred - 20);
    host.close(host.top);
    void messageBox('Game Over', 'The game is over.\n\nAnother game?', undefined, { host: hostAbove(host, centred + height + 50) });
    expect(host.top.view.y).toBe(centred);
  });
});
