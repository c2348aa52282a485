// The widget gallery (widgets.html's screen) in Node, on the test kiosk's
// stage: its menus and dialogs driven with the keyboard (keys as the browser
// names them), a gamepad and the mouse, and the answers they give. How they
// look is seen in the browser (tests/e2e/widgets.e2e.ts).

import { describe, expect, it } from 'vitest';
import type { GallerySnapshot } from '../../screens/automation';
import { TestKiosk } from '../../screens/shell/test-kiosk';
import { GalleryScreen } from '../../screens/gallery';

/** The gallery, as widgets.html opens it. */
async function openGallery(): Promise<TestKiosk> {
  const kiosk = await TestKiosk.open();
  kiosk.nav.go(new GalleryScreen(kiosk.nav));
  await kiosk.untilScreen('gallery');
  return kiosk;
}

const gallery = (kiosk: TestKiosk) => kiosk.snapshot<GallerySnapshot>();
const lastResult = (kiosk: TestKiosk) => gallery(kiosk).lastResult;
const dialogTitle = (kiosk: TestKiosk) => gallery(kiosk).dialog;
const focusedId = (kiosk: TestKiosk) => gallery(kiosk).controls.find((control) => control.focused)?.id;

/** The mouse moved to a point of the frame, no button held. */
const moveTo = (kiosk: TestKiosk, x: number, y: number) => kiosk.send({ type: 'pointer', phase: 'move', x, y, device: 'pointer' });

/** A click as the mouse makes it: moved there, then pressed and released. */
async function clickAt(kiosk: TestKiosk, x: number, y: number): Promise<void> {
  await moveTo(kiosk, x, y);
  await kiosk.clickAt(x, y);
}

describe('the widget gallery with the keyboard', () => {
  it('the menu bar opens, walks, skips what is disabled and ticks a setting', async () => {
    const kiosk = await openGallery();
    await kiosk.key('F10');
    expect(gallery(kiosk).menu).toEqual({ title: 'Game', item: 'New Game' });
    await kiosk.key('ArrowRight', 'ArrowRight');
    expect(gallery(kiosk).menu).toEqual({ title: 'Settings', item: 'Sound' });
    // Down past the separator to Hints, which is disabled: Enter leaves the menu open.
    await kiosk.key('ArrowDown', 'ArrowDown');
    expect(gallery(kiosk).menu?.item).toBe('Hints');
    await kiosk.key('Enter');
    expect(gallery(kiosk).menuOpen).toBe(true);
    // Up to Fast Play and Enter: the check mark and the check box follow.
    await kiosk.key('ArrowUp', 'Enter');
    expect(gallery(kiosk).checked).toEqual(['sound', 'fast']);
    expect(gallery(kiosk).menuOpen).toBe(false);
    expect(gallery(kiosk).values.fast).toBe(true);

    // Alt alone opens it too; the accelerator S picks Settings and then Sound.
    await kiosk.key('Alt');
    expect(gallery(kiosk).menuOpen).toBe(true);
    await kiosk.key('s');
    expect(gallery(kiosk).menu?.title).toBe('Settings');
    await kiosk.key('s');
    expect(gallery(kiosk).checked).toEqual(['fast']);
    expect(gallery(kiosk).values.sound).toBe(false);
    expect(gallery(kiosk).menuOpen).toBe(false);
    // Escape closes a menu without choosing anything.
    await kiosk.key('F10', 'Escape');
    expect(gallery(kiosk).menuOpen).toBe(false);
    expect(gallery(kiosk).lastCommand).toBe('sound');
  });

  it('the options dialog takes Tab, Space and Enter; Escape cancels', async () => {
    const kiosk = await openGallery();
    // O is the shortcut of the Options... button.
    await kiosk.key('o');
    expect(dialogTitle(kiosk)).toBe('Options');
    expect(focusedId(kiosk)).toBe('sound');
    await kiosk.key('Tab');
    expect(focusedId(kiosk)).toBe('fast-play');
    await kiosk.key(' ');
    // Down into the radio buttons, and Space picks Intermediate.
    await kiosk.key('ArrowDown', 'ArrowDown');
    expect(focusedId(kiosk)).toBe('intermediate');
    await kiosk.key(' ');
    // Enter on a check box or radio button means OK.
    await kiosk.key('Enter');
    expect(lastResult(kiosk)).toEqual({ sound: true, fast: true, level: 'intermediate' });
    expect(gallery(kiosk).dialogOpen).toBe(false);
    expect(gallery(kiosk).values).toMatchObject({ sound: true, fast: true, level: 'intermediate' });

    // Escape answers Cancel: null, and nothing changes.
    await kiosk.key('o');
    expect(dialogTitle(kiosk)).toBe('Options');
    await kiosk.key(' ', 'Escape');
    expect(lastResult(kiosk)).toBeNull();
    const state = gallery(kiosk);
    expect(state.dialogOpen).toBe(false);
    expect(state.lastDialog).toBe('options');
    expect(state.values).toMatchObject({ sound: true, fast: true, level: 'intermediate' });
  });

  it('radio buttons choose as the arrows move, and Tab stops only on the chosen one, as in Windows', async () => {
    const kiosk = await openGallery();
    await kiosk.key('o');
    expect(dialogTitle(kiosk)).toBe('Options');
    const before = gallery(kiosk).values.level;
    await kiosk.key('Tab', 'Tab');
    expect(focusedId(kiosk)).toBe(before);
    // Down moves to the next level and chooses it: Enter then answers OK with it.
    await kiosk.key('ArrowDown');
    const next = focusedId(kiosk);
    expect(next).not.toBe(before);
    await kiosk.key('Enter');
    expect(lastResult(kiosk)).toMatchObject({ level: next });
    // Opened again, Tab goes from the check boxes straight to the chosen level, and on past the others to OK.
    await kiosk.key('o');
    expect(dialogTitle(kiosk)).toBe('Options');
    await kiosk.key('Tab', 'Tab');
    expect(focusedId(kiosk)).toBe(next);
    await kiosk.key('Tab');
    expect(focusedId(kiosk)).toBe('ok');
    await kiosk.key('Escape');
    expect(dialogTitle(kiosk)).toBeNull();
  });

  it("a list box walks with the arrows, and its label's letter brings the focus back", async () => {
    const kiosk = await openGallery();
    await kiosk.key('l');
    expect(dialogTitle(kiosk)).toBe('Players');
    expect(focusedId(kiosk)).toBe('list');
    await kiosk.key('ArrowDown', 'ArrowDown', 'Tab');
    expect(focusedId(kiosk)).toBe('ok');
    // C is underlined in "Choose a player:": it moves the focus to the list and answers nothing.
    await kiosk.key('c');
    expect(focusedId(kiosk)).toBe('list');
    expect(gallery(kiosk).dialogOpen).toBe(true);
    await kiosk.key('ArrowUp');
    // Enter on the list is OK.
    await kiosk.key('Enter');
    expect(lastResult(kiosk)).toBe(1);
  });

  it('a name with a space in it', async () => {
    const kiosk = await openGallery();
    await kiosk.key('t');
    expect(dialogTitle(kiosk)).toBe('High Score');
    // Space types a space and also presses confirm, which the text field lets go by.
    await kiosk.key(...'ANN LEX', 'Backspace', 'E', 'Enter');
    expect(lastResult(kiosk)).toBe('ANN LEE');
  });
});

describe('the widget gallery with a gamepad', () => {
  it('Start opens the menu, and a name is typed on the on-screen keyboard', async () => {
    const kiosk = await openGallery();
    // Start, right to Dialogs, down to Text entry..., A.
    await kiosk.pad('menu', 'right');
    expect(gallery(kiosk).menu).toEqual({ title: 'Dialogs', item: 'Message...' });
    await kiosk.pad('down', 'down', 'down', 'down');
    expect(gallery(kiosk).menu?.item).toBe('Text entry...');
    await kiosk.pad('confirm');
    expect(dialogTitle(kiosk)).toBe('High Score');
    expect(focusedId(kiosk)).toBe('keyboard');
    // The keyboard starts on A. Type A, C, E and F; LT (erase) takes the F back.
    await kiosk.pad('confirm', 'right', 'right', 'confirm', 'right', 'right', 'confirm', 'right', 'confirm', 'erase');
    // Down to the bottom row lands on Del (under F); right is the keyboard's own OK key.
    await kiosk.pad('down', 'down', 'down', 'right', 'confirm');
    expect(lastResult(kiosk)).toBe('ACE');
    expect(gallery(kiosk).dialogOpen).toBe(false);
  });

  it('B cancels a dialog, and the D-pad walks the gallery', async () => {
    const kiosk = await openGallery();
    // From Pass, left is the default button Deal, and down from Deal the Sound check box.
    await kiosk.pad('left');
    expect(focusedId(kiosk)).toBe('deal');
    await kiosk.pad('down');
    expect(focusedId(kiosk)).toBe('sound');
    await kiosk.pad('confirm');
    expect(gallery(kiosk).values.sound).toBe(false);
    await kiosk.pad('menu', 'right', 'down', 'down', 'confirm');
    expect(dialogTitle(kiosk)).toBe('Options');
    await kiosk.pad('back');
    expect(gallery(kiosk).dialogOpen).toBe(false);
    expect(lastResult(kiosk)).toBeNull();
  });
});

describe('the widget gallery with the mouse', () => {
  it('a list box, radio buttons, a yes/no question, check boxes and the Spectrum menu line', async () => {
    const kiosk = await openGallery();
    await kiosk.click('list');
    expect(dialogTitle(kiosk)).toBe('Players');
    // Five rows show: click the middle of the third (Carol), then OK.
    const list = kiosk.control('list');
    const row = (list.height - 2) / 5;
    await clickAt(kiosk, list.x + 20, Math.floor(list.y + 1 + 2.5 * row));
    await kiosk.click('ok');
    expect(lastResult(kiosk)).toBe(2);

    await kiosk.click('options');
    expect(dialogTitle(kiosk)).toBe('Options');
    await kiosk.click('expert');
    await kiosk.click('fast-play');
    expect(kiosk.control('fast-play').focused).toBe(true);
    await kiosk.click('ok');
    expect(lastResult(kiosk)).toEqual({ sound: true, fast: true, level: 'expert' });
    expect(gallery(kiosk).checked).toEqual(['sound', 'fast']);

    await kiosk.click('confirm');
    expect(dialogTitle(kiosk)).toBe('Hearts');
    await kiosk.click('no');
    expect(lastResult(kiosk)).toBe(false);

    // The Windows 95 window's default button asks its own question.
    await kiosk.click('knock');
    expect(dialogTitle(kiosk)).toBe('Thirty-One');
    // Under a dialog neither window is active.
    expect(gallery(kiosk).activeWindow).toBeNull();
    await kiosk.click('yes');
    expect(lastResult(kiosk)).toBe(true);
    // The focus stays on Knock, so the 95 window is the active one now.
    expect(gallery(kiosk).activeWindow).toBe('Thirty-One');

    // A check box on the gallery takes its menu's check mark with it.
    await kiosk.click('sound');
    expect(gallery(kiosk).checked).toEqual(['fast']);
    await kiosk.click('novice');
    expect(gallery(kiosk).values.level).toBe('novice');

    // Z on the Spectrum's menu line (row 23, column 11 of the paper at 352, 264).
    await clickAt(kiosk, 352 + 11 * 8 + 4, 264 + 23 * 8 + 4);
    expect(gallery(kiosk).spectrumPrompt).toBe('YOU PRESSED Z');
  });

  it('a menu opens on its title and picks on release', async () => {
    const kiosk = await openGallery();
    // The main window's menu bar: frame at (2, 2), border 5, caption 18 and its line; Dialogs is the second title.
    await clickAt(kiosk, 2 + 5 + 60, 2 + 5 + 19 + 9);
    expect(gallery(kiosk).menu).toEqual({ title: 'Dialogs', item: null });
    // The first item sits just under the bar.
    const item = { x: 2 + 5 + 70, y: 2 + 5 + 19 + 19 + 8 };
    await moveTo(kiosk, item.x, item.y);
    expect(gallery(kiosk).menu?.item).toBe('Message...');
    await kiosk.send({ type: 'pointer', phase: 'down', ...item, device: 'pointer' });
    await kiosk.send({ type: 'pointer', phase: 'up', ...item, device: 'pointer' });
    expect(dialogTitle(kiosk)).toBe('Hearts');
    await kiosk.key('Escape');
    expect(lastResult(kiosk)).toBe('ok');
    // The 95 window's menu bar: frame at (322, 2), border 4, caption 18; Game is its first title.
    await clickAt(kiosk, 322 + 4 + 12, 2 + 4 + 18 + 9);
    expect(gallery(kiosk).menu).toEqual({ title: 'Game', item: null });
    // Items are a sans line (13) and 4 high: Knock, the second, is 17 below the first.
    await moveTo(kiosk, 322 + 4 + 20, 2 + 4 + 18 + 19 + 3 + 17 + 8);
    expect(gallery(kiosk).menu?.item).toBe('Knock...');
    // A click outside closes it without choosing.
    await clickAt(kiosk, 100, 400);
    expect(gallery(kiosk).menuOpen).toBe(false);
    expect(gallery(kiosk).dialogOpen).toBe(false);
  });
});
