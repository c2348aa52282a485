// The Euchre demo of the attract loop in Node (shell/test-kiosk.ts), at its
// own pace: whole hands between computer players take many frames.

import { describe, expect, it, vi } from 'vitest';
import type { EuchreSnapshot } from './euchre-snapshot';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestKiosk } = await import('../shell/test-kiosk');
const { GAMES } = await import('../registry');

const EUCHRE = GAMES.find((g) => g.id === 'euchre')!;

describe('the Euchre demo', () => {
  it("shows a demo's hand summary on its own table for the game speed's time, taking no presses from the attract loop", async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    const demo = (await EUCHRE.demo!())(kiosk.shell);
    kiosk.nav.go(demo);
    // The window is the demo's one child until a box stands over it.
    const boxed = () => demo.view.children.length > 1;
    await kiosk.until(boxed, 12_000);
    expect((demo.snapshot!() as EuchreSnapshot).handResult).toMatch(/ made /);
    expect(kiosk.nav.modalOpen).toBe(false);
    await kiosk.until(() => !boxed(), 400);
  }, 60_000);
});
