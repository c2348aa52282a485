// The game select in Node, through the whole kiosk (test-kiosk.ts): after a
// game is left, the cursor stands on that game, whichever it was.

import { describe, expect, it, vi } from 'vitest';
import type { SelectSnapshot } from '../automation';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestKiosk } = await import('./test-kiosk');
const { GAMES } = await import('../registry');

describe('the game select', () => {
  it('starts on the first game', async () => {
    const kiosk = await TestKiosk.open();
    kiosk.shell.show('select');
    expect(kiosk.snapshot<SelectSnapshot>().controls.find((c) => c.focused)?.id).toBe(GAMES[0]?.id);
  });

  it.each(GAMES.map((game) => game.id))('stands on %s after it is left', async (id) => {
    const kiosk = await TestKiosk.open();
    kiosk.shell.show('select');
    // Down to the game and into it, as a keyboard player goes.
    while (kiosk.snapshot<SelectSnapshot>().controls.find((c) => c.focused)?.id !== id) await kiosk.press('down');
    await kiosk.press('confirm');
    await kiosk.untilScreen(id);
    // Left at once (a game nobody has played costs nothing).
    kiosk.shell.show('select');
    expect(kiosk.snapshot<SelectSnapshot>().controls.find((c) => c.focused)?.id).toBe(id);
  });
});
