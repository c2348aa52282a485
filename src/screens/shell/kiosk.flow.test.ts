// The kiosk's own behaviour in Node, through the whole shell (test-kiosk.ts):
// the attract loop after the title sits idle, the shell going home by itself,
// and the game select standing on the game just left. The idle clock is run
// forward as the browser tests' hook does (`advanceIdle`); frames go by with
// `tick`.

import { describe, expect, it } from 'vitest';
import type { AttractSnapshot } from '../automation';
import { TestKiosk } from './test-kiosk';
import { focusGame } from './test-devices';

/** A kiosk on the title, as the page opens. */
async function atTitle(): Promise<TestKiosk> {
  const kiosk = await TestKiosk.open();
  kiosk.shell.show('title');
  await kiosk.untilScreen('title');
  return kiosk;
}

describe('the kiosk left alone', () => {
  it('the title turns into the attract loop after 30 s, and any key brings it back', async () => {
    const kiosk = await atTitle();
    kiosk.shell.advanceIdle(29_000);
    await kiosk.tick();
    expect(kiosk.screen?.id).toBe('title');
    kiosk.shell.advanceIdle(1_500);
    await kiosk.untilScreen('attract');
    // Cards are flying and leaving trails.
    await kiosk.until(() => kiosk.snapshot<AttractSnapshot>().trail > 60);
    await kiosk.key('q');
    await kiosk.untilScreen('title');
  });

  it('a shell screen left alone returns to the title after the idle timeout', async () => {
    const kiosk = await atTitle();
    await kiosk.key('Enter');
    await kiosk.untilScreen('select');
    kiosk.shell.advanceIdle(60_000);
    // Input in between starts the wait over.
    await kiosk.key('ArrowDown');
    kiosk.shell.advanceIdle(60_000);
    await kiosk.tick();
    expect(kiosk.screen?.id).toBe('select');
    kiosk.shell.advanceIdle(31_000);
    await kiosk.untilScreen('title');
  });
});

describe('the game select', () => {
  it('back from a game, stands on the game just left', async () => {
    const kiosk = await atTitle();
    await kiosk.key('Enter');
    await kiosk.untilScreen('select');
    await focusGame(kiosk, 'patience', () => kiosk.key('ArrowDown'));
    await kiosk.key('Enter');
    await kiosk.untilScreen('patience');
    await kiosk.until(() => kiosk.snapshot<{ mode: string }>().mode === 'menu');
    // 0 LEAVE, from the menu's bottom line.
    await kiosk.key('0');
    await kiosk.untilScreen('select');
    expect(kiosk.snapshot<{ controls: { id: string; focused: boolean }[] }>().controls.find((c) => c.focused)?.id).toBe('patience');
  });
});

describe('a new build of the kiosk', () => {
  it('is taken at the title, never in the middle of a game: the game is left first, as on any reload', async () => {
    const build = { waiting: false, taken: 0, take: () => void build.taken++ };
    const kiosk = await TestKiosk.open({ newBuild: build });
    kiosk.shell.show('title');
    await kiosk.untilScreen('title');
    await kiosk.key('Enter');
    await kiosk.untilScreen('select');
    await kiosk.key('Enter');
    await kiosk.untilScreen('hearts');
    // The service worker has a new build waiting: at the table nothing happens, however long.
    build.waiting = true;
    for (let i = 0; i < 30; i++) await kiosk.tick();
    kiosk.shell.advanceIdle(10_000);
    expect(build.taken).toBe(0);
    // At the game select neither; at the title it is taken.
    kiosk.shell.show('select');
    await kiosk.untilScreen('select');
    await kiosk.tick();
    expect(build.taken).toBe(0);
    kiosk.shell.show('title');
    await kiosk.until(() => build.taken > 0);
  });

  it('is taken in the attract loop of a cabinet left on', async () => {
    const build = { waiting: false, taken: 0, take: () => void build.taken++ };
    const kiosk = await TestKiosk.open({ newBuild: build });
    kiosk.shell.show('attract');
    await kiosk.untilScreen('attract');
    await kiosk.tick();
    expect(build.taken).toBe(0);
    build.waiting = true;
    await kiosk.until(() => build.taken > 0);
  });
});
