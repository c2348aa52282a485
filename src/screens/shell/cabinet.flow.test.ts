// A shared cabinet in Node, as one visitor after another meets it at the
// Hearts table (test-kiosk.ts; a page reloaded is a second kiosk on the same
// records): back and a mashed confirm never forfeit a game, the next person
// is asked who they are rather than taken for the last, each person is
// offered only their own unfinished game, and a game keeps the level it
// began with.

import { describe, expect, it } from 'vitest';
import type { HeartsSnapshot } from '../hearts/hearts-snapshot';
import { TestKiosk } from './test-kiosk';
import { keyboard, sitAtTable } from './test-devices';

const hearts = (kiosk: TestKiosk) => kiosk.snapshot<HeartsSnapshot>();

/** A kiosk on the title, as the page opens with `?seed=` (on `records`: the page reloaded). */
async function atTitle(seed: number, records?: TestKiosk['records']): Promise<TestKiosk> {
  const kiosk = await TestKiosk.open({ seed, records });
  kiosk.shell.show('title');
  return kiosk;
}

/** From the title to the Hearts table on the keyboard, answering "Who is playing?" with `name` (null: a guest). */
async function sitAtHearts(kiosk: TestKiosk, name: string | null): Promise<void> {
  await sitAtTable(kiosk, 'keyboard', 'hearts', 'Hearts Deluxe', name);
}

/** At the Hearts table, the pass asked for. */
async function toHearts(kiosk: TestKiosk, name: string | null): Promise<void> {
  await sitAtHearts(kiosk, name);
  await kiosk.until(() => hearts(kiosk).phase === 'pass');
}

/** Choose the first card not yet chosen for the pass. */
async function chooseOne(kiosk: TestKiosk): Promise<void> {
  const s = hearts(kiosk);
  const before = s.chosen.length;
  await keyboard.press(kiosk, `card-${s.hand.find((card) => !s.chosen.includes(card))}`);
  await kiosk.until(() => hearts(kiosk).chosen.length === before + 1);
}

/** Three cards chosen and passed: the received ones wait for OK. */
async function passThree(kiosk: TestKiosk): Promise<void> {
  for (let i = 0; i < 3; i++) await chooseOne(kiosk);
  await keyboard.press(kiosk, 'centre');
  await kiosk.until(() => hearts(kiosk).waitingForOk);
}

describe('a shared cabinet', () => {
  it('back then confirm, on the keyboard or a pad, keeps the game: back puts chosen cards down first, and No is the default', async () => {
    const kiosk = await atTitle(61);
    await toHearts(kiosk, 'DEE');
    await chooseOne(kiosk);
    await chooseOne(kiosk);
    // Escape puts the chosen cards down; nothing is asked.
    await kiosk.key('Escape');
    expect(hearts(kiosk).chosen).toEqual([]);
    expect(hearts(kiosk).dialog).toBeNull();
    // The pass is made: the game is under way and worth keeping.
    await passThree(kiosk);
    await keyboard.press(kiosk, 'centre');
    await kiosk.until(() => hearts(kiosk).phase === 'play');

    await kiosk.key('Escape');
    await kiosk.until(() => hearts(kiosk).dialog === 'Hearts Deluxe');
    await kiosk.key('Enter');
    await kiosk.until(() => hearts(kiosk).dialog === null);

    await kiosk.pad('back');
    await kiosk.until(() => hearts(kiosk).dialog === 'Hearts Deluxe');
    await kiosk.pad('confirm');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    const s = hearts(kiosk);
    expect(s.phase).toBe('play');
    expect(s.stats?.games).toBe(0);
  });

  it('the next visitor is asked who they are, and each person is offered only their own unfinished game', async () => {
    const first = await atTitle(62);
    await toHearts(first, 'ANN');
    await passThree(first);
    const anns = hearts(first);

    // Someone else after a reload: no offer of ANN's game, and ANN's game is not touched.
    const kiosk = await atTitle(62, first.records);
    await toHearts(kiosk, 'BOB');
    expect(hearts(kiosk).player).toBe('BOB');
    await passThree(kiosk);

    // Exit to Kiosk ends the visit: coming back, the list starts on Guest, not BOB.
    await keyboard.menu(kiosk, 'Game', 'exit');
    await kiosk.until(() => hearts(kiosk).dialog === 'Hearts Deluxe');
    await kiosk.key('y');
    await kiosk.untilScreen('select');
    await kiosk.key('Enter');
    await kiosk.untilScreen('hearts');
    await kiosk.until(() => hearts(kiosk).dialog === 'Hearts Deluxe');
    await kiosk.key('Enter');
    await kiosk.until(() => hearts(kiosk).phase === 'pass');
    expect(hearts(kiosk).player).toBeNull();

    // ANN comes back: her game, named, exactly where she left it.
    const again = await atTitle(62, first.records);
    await sitAtHearts(again, 'ANN');
    await again.until(() => hearts(again).dialog === 'Unfinished Game');
    await again.key('Enter');
    await again.until(() => hearts(again).phase === 'play');
    const back = hearts(again);
    expect(back.player).toBe('ANN');
    expect([...back.hand].sort()).toEqual([...anns.hand].sort());
    await again.until(() => hearts(again).stats?.games === 0);
  });

  it('a level chosen during a game waits for the next one', async () => {
    const kiosk = await atTitle(63);
    await toHearts(kiosk, null);
    const first = hearts(kiosk).gameLevel;
    const other = first === 'expert' ? 'novice' : 'expert';
    await chooseOne(kiosk);
    await keyboard.menu(kiosk, 'Game', `level:${other}`);
    // The player is told it waits for the next game, and the menu still ticks the level in force.
    await kiosk.until(() => hearts(kiosk).dialog === 'Next Game');
    await kiosk.key('Enter');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    expect(hearts(kiosk).checked).toContain(`level:${first}`);
    expect(hearts(kiosk).gameLevel).toBe(first);
    await keyboard.menu(kiosk, 'Game', 'new');
    await kiosk.until(() => hearts(kiosk).dialog === 'Hearts Deluxe');
    await kiosk.key('y');
    await kiosk.until(() => hearts(kiosk).gameLevel === other);
  });
});
