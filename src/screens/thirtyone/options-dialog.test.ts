import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });

// No canvas in Node: textures of the right size with nothing in them.
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestHost } = await import('../../renderer/widgets/test-host');
const { PictureWell } = await import('../../renderer/widgets/picture-well');
const { backTexture } = await import('../../renderer/cards/cardTextures');
const { BACK_NAMES, opponentName, thirtyOneOptions } = await import('./options-dialog');
const { BACK_CHOICES, STANDARD_SETTINGS } = await import('./thirtyone-settings');
type Settings = import('./thirtyone-settings').ThirtyOneSettings;
type Host = InstanceType<typeof TestHost>;

/** Open the dialog on a fresh host; its answer is `result`. */
function open(settings: Settings = STANDARD_SETTINGS) {
  const host = new TestHost();
  const result = thirtyOneOptions(settings, host);
  return { host, result };
}

/** The point in the middle of line `index` of the list `id` (lines 15 pixels high inside a 2-pixel edge). */
function lineOf(host: Host, id: string, index: number): [number, number] {
  const list = host.top.namedControls().find((c) => c.id === id);
  if (!list) throw new Error(`no ${id}`);
  const box = list.item.bounds();
  return [box.x + 20, box.y + 2 + index * 15 + 7];
}

/** The picture the preview beside the list shows. */
function preview(host: Host) {
  const well = host.top.view.children.flatMap(function all(c): unknown[] {
    return [c, ...c.children.flatMap(all)];
  });
  const found = well.find((c) => c instanceof PictureWell);
  if (!(found instanceof PictureWell)) throw new Error('no preview');
  return found.picture;
}

describe('Thirty-One Options', () => {
  it('offers the variation, the speed, the ten backs and the four names, every control within the 640x480 frame', () => {
    const { host } = open();
    expect(host.title).toBe('Options');
    expect(host.ids()).toEqual(['regular-1', 'van-eer-maas-2', 'slow', 'medium', 'fast', 'opponents-names', 'change', 'card-back', 'ok', 'cancel']);
    expect(BACK_NAMES).toHaveLength(BACK_CHOICES);
    for (const { item } of host.top.namedControls()) {
      const box = item.bounds();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(640);
      expect(box.y + box.height).toBeLessThanOrEqual(480);
    }
  });

  it('answers the settings unchanged on OK straight away, and null on Cancel after changes', async () => {
    const a = open();
    await a.host.keys('confirm');
    await expect(a.result).resolves.toEqual(STANDARD_SETTINGS);

    const b = open();
    await b.host.type('EF');
    await b.host.keys('back');
    await expect(b.result).resolves.toBeNull();
    expect(b.host.stack).toHaveLength(0);
  });

  it('is set with the keyboard: underlined letters, arrows, and Enter for OK', async () => {
    const { host, result } = open();
    await host.type('E');
    await host.type('F');
    expect(host.focusedId()).toBe('fast');
    await host.type('B');
    expect(host.focusedId()).toBe('card-back');
    await host.keys('down', 'down', 'down');
    expect(preview(host)).toBe(backTexture(3));
    await host.keys('confirm');
    const settings = await result;
    expect(settings).toMatchObject({ variation: 'van-eer-maas', speed: 'fast', back: 3, names: STANDARD_SETTINGS.names });
    expect(settings?.seating).toEqual(STANDARD_SETTINGS.seating);
  });

  it('is set with the mouse: a click on a radio button, a back, a name and Change, then OK', async () => {
    const { host, result } = open();
    await host.click('van-eer-maas-2');
    await host.click('slow');
    await host.clickAt(...lineOf(host, 'card-back', 9));
    expect(preview(host)).toBe(backTexture(9));
    await host.clickAt(...lineOf(host, 'opponents-names', 2));
    await host.click('change');
    expect(host.title).toBe('Opponent 3');
    // The on-screen keyboard's own keys are tested with the text entry; a name may also be typed.
    await host.keys('erase', 'erase', 'erase', 'erase', 'erase');
    await host.type('ZOE');
    await host.click('ok');
    expect(host.title).toBe('Options');
    await host.click('ok');
    await expect(result).resolves.toMatchObject({ variation: 'van-eer-maas', speed: 'slow', back: 9, names: ['Hetty', 'Oskar', 'ZOE', 'Rudi'] });
  });

  it('is set with a gamepad: the D-pad walks the controls, A opens a name in the on-screen keyboard, B cancels it', async () => {
    const { host, result } = open();
    // From the variation down past the speeds to the names.
    for (let i = 0; i < 8 && host.focusedId() !== 'opponents-names'; i++) await host.pad('down');
    expect(host.focusedId()).toBe('opponents-names');
    await host.pad('down', 'down', 'down');
    await host.pad('confirm');
    expect(host.title).toBe('Opponent 4');
    expect(host.ids()).toContain('keyboard');
    await host.pad('erase', 'erase');
    await host.pad('back');
    expect(host.title).toBe('Options');
    await host.pad('confirm');
    expect(host.title).toBe('Opponent 4');
    await host.pad('erase');
    // The on-screen keyboard has the focus on its first key, A; its OK key is at the end of the bottom row.
    await host.pad('confirm');
    await host.pad('down', 'down', 'down', 'right', 'right');
    await host.pad('confirm');
    expect(host.title).toBe('Options');
    for (let i = 0; i < 12 && host.focusedId() !== 'ok'; i++) await host.pad('next');
    await host.pad('confirm');
    await expect(result).resolves.toMatchObject({ names: ['Hetty', 'Oskar', 'Mabel', 'RudA'] });
  });

  it('will not take a blank name: it says why and asks again with what was typed', async () => {
    const { host, result } = open();
    await host.type('N');
    await host.keys('confirm');
    // Enter on the list is OK, as in Windows: this dialog is answered.
    await expect(result).resolves.toEqual(STANDARD_SETTINGS);

    const again = open();
    await again.host.type('N');
    await again.host.click('change');
    for (let i = 0; i < 5; i++) await again.host.keys('erase');
    await again.host.type('  ');
    await again.host.click('ok');
    expect(again.host.title).toBe('Opponent 1');
    expect(again.host.ids()).toEqual(['ok']);
    await again.host.keys('confirm');
    expect(again.host.ids()).toContain('keyboard');
    await again.host.keys('back');
    await again.host.click('ok');
    await expect(again.result).resolves.toEqual(STANDARD_SETTINGS);
  });

  it('checks a name by the rules of a player name, without the spaces round it', () => {
    expect(opponentName('  ZOE ')).toEqual({ name: 'ZOE' });
    expect(opponentName('   ')).toHaveProperty('problem');
    expect(opponentName('caf\u00e9')).toHaveProperty('problem');
  });
});
