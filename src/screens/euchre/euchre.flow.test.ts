// Four-Handed Euchre through the whole kiosk in Node (shell/test-kiosk.ts): whole
// games with a gamepad and with the mouse (bidding, going alone, Pass Best and
// "You must follow suit" included), a resumed game played to its end, Game >
// Cancel and Game > New, the hand sorted for trump, and the card given to a
// lone partner. The browser keeps a whole game on the keyboard, the reloads
// through real IndexedDB, voices and the palette.

import { describe, expect, it } from 'vitest';
import type { EuchreSnapshot } from './euchre-snapshot';
import type { Driver } from './euchre-driver';
import { TestKiosk } from '../shell/test-kiosk';
import { TITLE, bidOnce, checkFinished, euchre, gamepad, keyboard, mouse, nextMove, playEuchre, sitAtEuchre } from './euchre-driver';

/** A plan hook: once, on a trick the player must follow, press a card that does not follow and read the refusal. */
function tryRenege(kiosk: TestKiosk, driver: Driver): { seen(s: EuchreSnapshot): Promise<void>; tried: () => boolean } {
  let tried = false;
  return {
    tried: () => tried,
    async seen(s) {
      if (tried || s.dialog !== null || s.phase !== 'play' || s.table.length === 0) return;
      const wrong = s.hand.find((card) => !s.legal.includes(card));
      if (wrong === undefined) return;
      tried = true;
      await driver.press(kiosk, `card-${wrong}`);
      await kiosk.until(() => euchre(kiosk).dialog === TITLE);
      expect(euchre(kiosk).message).toBe('You must follow suit.');
      await driver.answer(kiosk, 'ok');
      await kiosk.until(() => euchre(kiosk).dialog === null);
      expect(euchre(kiosk).hand).toContain(wrong);
    },
  };
}

describe('Euchre: whole games', () => {
  it('gamepad: a whole game as a guest, a bid made and a card that does not follow refused', async () => {
    const kiosk = await TestKiosk.open({ seed: 22 });
    await sitAtEuchre(kiosk, gamepad, null);
    const renege = tryRenege(kiosk, gamepad);
    const once = bidOnce();
    const end = await playEuchre(kiosk, gamepad, { bid: once.bid, seen: renege.seen });
    checkFinished(end);
    expect(once.made()).toBe(true);
    expect(renege.tried()).toBe(true);
    // No at "Another game?" goes back to the kiosk.
    await gamepad.press(kiosk, 'exit');
    await kiosk.untilScreen('select');
  });

  it('mouse: a whole game going alone with Pass Best, and Yes deals another', async () => {
    const kiosk = await TestKiosk.open({ seed: 23 });
    // A name long enough that your bid stands above it when you make trump alone.
    await sitAtEuchre(kiosk, mouse, 'BEATRICE');
    let alone = false;
    let gotBest = false;
    const renege = tryRenege(kiosk, mouse);
    const end = await playEuchre(kiosk, mouse, {
      bid: (s) => s.bids.find((id) => id !== 'bid-pass' && !alone) ?? 'bid-pass',
      alone: () => {
        alone = true;
        return true;
      },
      async seen(s) {
        if (s.phase === 'lone-discard' && s.toAct === 0 && !gotBest) {
          gotBest = true;
          expect(s.hand).toHaveLength(6);
          expect(s.status).toMatch(/You were given the .+\. Choose a card to put down\./);
        }
        await renege.seen(s);
      },
    });
    checkFinished(end);
    expect(alone).toBe(true);
    expect(gotBest).toBe(true);
    expect(euchre(kiosk).stats?.games).toBe(1);
    await mouse.press(kiosk, 'new');
    await kiosk.until(() => euchre(kiosk).handNumber === 1);
    expect(euchre(kiosk).scores).toEqual([0, 0, 0, 0]);
  });
});

describe('Euchre: at the table', () => {
  it('a game resumed after the tab was closed is the same game, and plays on to its end (seed 25)', async () => {
    const kiosk = await TestKiosk.open({ seed: 25 });
    await sitAtEuchre(kiosk, keyboard, 'CAL');
    // Into the second trick of a hand, then the tab closes.
    const before = await playEuchre(kiosk, keyboard, { stop: (s) => s.phase === 'play' && s.legal.length > 0 && s.tricksWon[0] + s.tricksWon[1] >= 1 });
    const again = await TestKiosk.open({ seed: 25, records: kiosk.records });
    await sitAtEuchre(again, keyboard, 'CAL');
    await again.until(() => euchre(again).dialog === 'Unfinished Game');
    await keyboard.answer(again, 'yes');
    const after = await nextMove(again);
    for (const key of ['hand', 'legal', 'table', 'scores', 'tricksWon', 'dealer', 'trump', 'maker', 'handNumber', 'seed'] as const) expect(after[key]).toEqual(before[key]);
    checkFinished(await playEuchre(again, keyboard));
  });

  it('keyboard: Game > Cancel asks first and counts a loss, Game > New asks who plays and loses nothing unplayed', async () => {
    const kiosk = await TestKiosk.open({ seed: 21 });
    await sitAtEuchre(kiosk, keyboard, 'ANN');
    await nextMove(kiosk);
    // Cancel asks first, and Enter keeps the game.
    const dealt = euchre(kiosk).hand;
    await kiosk.menuWith('keyboard', 'Game', 'cancel');
    await kiosk.until(() => euchre(kiosk).dialog === TITLE);
    await kiosk.press('confirm');
    await kiosk.until(() => euchre(kiosk).dialog === null);
    expect(euchre(kiosk).hand).toEqual(dealt);
    // Y gives it up: lost, and another game is offered (Enter: yes).
    await kiosk.menuWith('keyboard', 'Game', 'cancel');
    await kiosk.until(() => euchre(kiosk).dialog === TITLE);
    await kiosk.type('y');
    await kiosk.until(() => euchre(kiosk).stats?.games === 1);
    await kiosk.until(() => euchre(kiosk).dialog === TITLE);
    await kiosk.press('confirm');
    await kiosk.until(() => euchre(kiosk).hand.length > 0 && JSON.stringify(euchre(kiosk).hand) !== JSON.stringify(dealt));
    // New asks for the player's name; the list starts on ANN, and nothing was played, so nothing is lost.
    await kiosk.menuWith('keyboard', 'Game', 'new');
    await kiosk.until(() => euchre(kiosk).dialog === TITLE);
    await kiosk.press('confirm');
    await kiosk.until(() => euchre(kiosk).dialog === null);
    expect(euchre(kiosk).player).toBe('ANN');
    expect(euchre(kiosk).stats?.games).toBe(1);
  });

  it('keyboard, seed 34: once Walt orders up the queen of hearts your hand shows trump first, the left bower with it', async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    await sitAtEuchre(kiosk, keyboard, null);
    const first = await nextMove(kiosk);
    expect([first.trump, first.maker]).toEqual(['H', 3]);
    expect(first.hand).toEqual(['JD', 'AH', 'AS', 'JS', '9D']);
    // The maker stays marked by name for the hand.
    expect(first.labels).toEqual(['You', 'Hank', 'Jenny', 'Walt: Ordered up Hearts']);
    // How to Play, a page at a time: Enter goes on, and closes the last.
    await kiosk.menuWith('keyboard', 'Help', 'how');
    for (const at of [1, 2, 3]) {
      await kiosk.until(() => euchre(kiosk).dialog === `How to Play (${at} of 3)`);
      await kiosk.press('confirm');
    }
    await kiosk.until(() => euchre(kiosk).dialog === null);
    // F2 shows the last trick once one has been taken.
    await playEuchre(kiosk, keyboard, { stop: (s) => s.tricksWon[0] + s.tricksWon[1] === 1 && s.legal.length > 0 });
    await kiosk.press('x');
    await kiosk.until(() => euchre(kiosk).dialog === 'Last Trick');
    await kiosk.press('confirm');
    await kiosk.until(() => euchre(kiosk).dialog === null);
    // The hand ends in a small box that waits for a press.
    const end = await playEuchre(kiosk, keyboard, { stop: (s) => s.dialog === 'Hand 1' });
    expect(end.handResult).toMatch(/^Walt made Hearts/);
    await keyboard.answer(kiosk, 'ok');
    await kiosk.until(() => euchre(kiosk).handNumber === 2);
  });

  it('gamepad, seed 684: the card you give your lone partner (Pass Best) is chosen under the pointer', async () => {
    const kiosk = await TestKiosk.open({ seed: 684 });
    kiosk.plugPads([0]);
    await sitAtEuchre(kiosk, gamepad, null);
    // Everybody's bid stays by their name through the bidding: at your second bid, four passes.
    const second = await playEuchre(kiosk, gamepad, { stop: (s) => s.phase === 'call' && s.toAct === 0 });
    expect(second.labels).toEqual(['You: Passed', 'Hank: Passed', 'Jenny: Passed', 'Walt: Passed']);
    // The pad's status line too says which suit was turned down.
    expect(second.status).toMatch(/spades/i);
    const giving = await playEuchre(kiosk, gamepad, { stop: (s) => s.phase === 'give' && s.toAct === 0 });
    expect(giving.labels).toEqual(['You (sitting out)', 'Hank', 'Jenny: Called Diamonds alone', 'Walt']);
    expect(giving.marked).not.toBeNull();
    expect(giving.legal).toContain(giving.marked);
    await kiosk.pad('right');
    expect(euchre(kiosk).marked).not.toBe(giving.marked);
    const chosen = euchre(kiosk).marked;
    await kiosk.pad('confirm');
    await kiosk.until(() => euchre(kiosk).hand.length === 4);
    expect(euchre(kiosk).hand).not.toContain(chosen);
    // Pulled out, the pad is said to be gone; plugged in again, it plays on.
    kiosk.plugPads([]);
    await kiosk.until(() => /unplugged/i.test(euchre(kiosk).status));
    kiosk.plugPads([0]);
    await kiosk.until(() => !/unplugged/i.test(euchre(kiosk).status));
  });
});
