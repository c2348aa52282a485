// The Euchre table in Node, through the whole kiosk (shell/test-kiosk.ts):
// what the player meets at the table, press by press.

import { describe, expect, it, vi } from 'vitest';
import type { EuchreSnapshot } from './euchre-snapshot';
import type { TestKiosk as Kiosk } from '../shell/test-kiosk';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestKiosk } = await import('../shell/test-kiosk');
const { euchre: rules } = await import('../../engine/euchre');
const { EuchreRecords } = await import('./euchre-records');
const { seatNames } = await import('./euchre-texts');
const { Button } = await import('../../renderer/widgets');
type Node = InstanceType<typeof Button>['parent'];

/** The labels of the buttons seen under `root` (it and every parent shown). */
function buttonsSeen(root: NonNullable<Node>): string[] {
  const seen = (node: Node) => {
    for (let at = node; at; at = at.parent) if (!at.visible) return false;
    return true;
  };
  const found: string[] = [];
  const walk = (node: NonNullable<Node>) => {
    if (node instanceof Button && seen(node)) found.push(node.label);
    for (const child of node.children) walk(child as NonNullable<Node>);
  };
  walk(root);
  return found;
}
const { GAMES } = await import('../registry');

const EUCHRE = GAMES.find((g) => g.id === 'euchre')!;
const TITLE = 'Four-Handed Euchre';

const euchre = (kiosk: Kiosk) => kiosk.snapshot<EuchreSnapshot>();

/** From the game select to the table as a guest; the deal lands. */
async function sitDown(kiosk: Kiosk): Promise<void> {
  await kiosk.shell.play(EUCHRE);
  await kiosk.until(() => euchre(kiosk).dialog === TITLE);
  await kiosk.press('confirm');
  await kiosk.until(() => euchre(kiosk).dialog === null && euchre(kiosk).phase !== 'starting');
}

/** Frames go by until the player has a bid or a card to choose, or a dialog is open. */
async function untilYourMove(kiosk: Kiosk, frames = 3000): Promise<EuchreSnapshot> {
  await kiosk.until(() => {
    const s = euchre(kiosk);
    return s.dialog !== null || (!s.busy && s.toAct === 0 && (s.bids.length > 0 || s.legal.length > 0));
  }, frames);
  return euchre(kiosk);
}

/** Play on (pass every bid, the first card you may) until `done` holds of the table. */
async function playUntil(kiosk: Kiosk, done: (s: EuchreSnapshot) => boolean): Promise<EuchreSnapshot> {
  for (let moves = 0; moves < 200; moves++) {
    await kiosk.until(() => {
      const s = euchre(kiosk);
      return done(s) || (s.dialog === null && !s.busy && s.toAct === 0 && (s.bids.length > 0 || s.legal.length > 0));
    }, 6000);
    const s = euchre(kiosk);
    if (done(s)) return s;
    await kiosk.click(s.bids.length > 0 ? 'bid-pass' : `card-${s.legal[0]}`);
  }
  throw new Error('The table never got there.');
}

describe('Euchre at the table', () => {
  it('sorts your hand for trump as soon as it is made by another (seed 34: Walt orders up the queen of hearts)', async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    await sitDown(kiosk);
    const s = await untilYourMove(kiosk);
    expect([s.trump, s.maker]).toEqual(['H', 3]);
    expect(s.hand).toEqual(['JD', 'AH', 'AS', 'JS', '9D']);
  });

  it('points at the card you give your lone partner with Pass Best, and the D-pad moves the pointer (seed 684)', async () => {
    const kiosk = await TestKiosk.open({ seed: 684 });
    await sitDown(kiosk);
    // Pass twice: the focus starts on Pass.
    for (const phase of ['order', 'call']) {
      const bid = await untilYourMove(kiosk);
      expect(bid.phase).toBe(phase);
      await kiosk.pad('confirm');
    }
    const giving = await untilYourMove(kiosk);
    expect([giving.phase, giving.sitting]).toEqual(['give', 0]);
    expect(giving.marked).toBe(giving.hand[0]);
    await kiosk.pad('right');
    expect(euchre(kiosk).marked).toBe(giving.hand[1]);
  });

  it('drops a card pressed while the cards are dealt when your first choice is a bid, instead of refusing it later', async () => {
    const kiosk = await TestKiosk.open({ seed: 684, instant: false });
    await kiosk.shell.play(EUCHRE);
    await kiosk.until(() => euchre(kiosk).dialog === TITLE);
    await kiosk.press('confirm');
    await kiosk.until(() => euchre(kiosk).hand.length > 0);
    await kiosk.click(`card-${euchre(kiosk).hand[0]}`);
    // Walt passes, and the player's first choice is a bid: the press was for the deal only.
    const s = await untilYourMove(kiosk);
    expect(s.phase).toBe('order');
    expect(s.dialog).toBeNull();
    await kiosk.tick(10);
    expect(euchre(kiosk).dialog).toBeNull();
  });

  it('shows the last trick on F2 (the pad\'s X), its button and the Game menu, as Hearts does', async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    await sitDown(kiosk);
    let s = await untilYourMove(kiosk);
    expect(s.controls.some((c) => c.id === 'last-trick')).toBe(true);
    await kiosk.click(`card-${s.legal[0]}`);
    await kiosk.until(() => euchre(kiosk).tricksWon[0] + euchre(kiosk).tricksWon[1] === 1);
    s = await untilYourMove(kiosk);
    await kiosk.press('x');
    expect(euchre(kiosk).dialog).toBe('Last Trick');
    await kiosk.press('confirm');
    expect(euchre(kiosk).dialog).toBeNull();
    await kiosk.click('last-trick');
    expect(euchre(kiosk).dialog).toBe('Last Trick');
    await kiosk.press('back');
    await kiosk.menu('Game', 'last-trick');
    expect(euchre(kiosk).dialog).toBe('Last Trick');
  });

  it("sums the hand up in a box that waits for a press, instead of a moment on the status line", async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    await sitDown(kiosk);
    const end = await playUntil(kiosk, (s) => s.dialog !== null);
    expect(end.dialog).toBe('Hand 1');
    expect(end.handResult).toMatch(/^Walt made Hearts and took \d\stricks?/);
    expect(end.controls.map((c) => c.id)).toEqual(['ok']);
    // Nothing moves on meanwhile.
    await kiosk.tick(30);
    expect(euchre(kiosk).dialog).toBe('Hand 1');
    await kiosk.press('confirm');
    await kiosk.until(() => euchre(kiosk).handNumber === 2 && euchre(kiosk).dialog === null);
  });

  it('pages How to Play so every page fits the screen, with Next, Back and OK', async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    await sitDown(kiosk);
    const pages: string[] = [];
    await kiosk.menu('Help', 'how');
    for (let page = 0; page < 6 && euchre(kiosk).dialog !== null; page++) {
      // A box is centred on the window: its top above the window's means it is taller than the screen.
      expect(kiosk.nav.topModal!.view.y, euchre(kiosk).dialog!).toBeGreaterThanOrEqual(0);
      for (const c of euchre(kiosk).controls) expect(c.y + c.height).toBeLessThanOrEqual(480);
      pages.push(euchre(kiosk).dialog!);
      // Enter goes on to the next page, and closes the last.
      await kiosk.press('confirm');
    }
    expect(pages).toEqual(['How to Play (1 of 3)', 'How to Play (2 of 3)', 'How to Play (3 of 3)']);
    expect(euchre(kiosk).dialog).toBeNull();
    await kiosk.menu('Help', 'how');
    await kiosk.click('next');
    await kiosk.click('back');
    expect(euchre(kiosk).dialog).toBe('How to Play (1 of 3)');
    await kiosk.press('back');
    expect(euchre(kiosk).dialog).toBeNull();
  });

  it('fits the controls help (F1, Select) on the screen for every device', async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    await sitDown(kiosk);
    for (const device of ['keyboard', 'gamepad', 'pointer'] as const) {
      await kiosk.send({ type: 'press', button: 'help', device, repeat: false });
      expect(euchre(kiosk).dialog).toBe('Controls');
      expect(kiosk.nav.topModal!.view.y, device).toBeGreaterThanOrEqual(0);
      await kiosk.press('confirm');
      expect(euchre(kiosk).dialog).toBeNull();
    }
  });

  it('says the game was cancelled once it is, instead of the turn it had reached', async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    await sitDown(kiosk);
    const playing = await untilYourMove(kiosk);
    expect(playing.status).toMatch(/^Your turn/);
    await kiosk.menu('Game', 'cancel');
    await kiosk.type('y');
    // "Another game?" asks next, Yes its default.
    await kiosk.until(() => euchre(kiosk).dialog === TITLE && euchre(kiosk).controls.find((c) => c.focused)?.id === 'yes');
    const s = euchre(kiosk);
    expect(s.status).toMatch(/^The game was cancelled\./);
    expect([s.hand, s.trump, s.maker, s.tricksWon, s.labels]).toEqual([[], null, null, [0, 0], ['You', 'Hank', 'Jenny', 'Walt']]);
    expect(s.controls.map((c) => c.id)).not.toContain('last-trick');
  });

  it('says the hand is thrown in while it is, not whose bid it was (seed 13, everybody passes twice)', async () => {
    const kiosk = await TestKiosk.open({ seed: 13, instant: false });
    await sitDown(kiosk);
    await kiosk.until(() => euchre(kiosk).bids.length > 0, 3000);
    await kiosk.click('bid-pass');
    await kiosk.until(() => euchre(kiosk).phase === 'call' && euchre(kiosk).bids.length > 0, 3000);
    await kiosk.click('bid-pass');
    await kiosk.until(() => euchre(kiosk).talk?.words === 'Throw them in.', 3000);
    expect(euchre(kiosk).status).toMatch(/thrown in/);
    expect(euchre(kiosk).status).toMatch(/Walt deals next\./);
    // The next hand is dealt by the next player, and the line moves on with it.
    await kiosk.until(() => euchre(kiosk).dealer === 3, 3000);
    expect(euchre(kiosk).status).not.toMatch(/thrown in/);
  });

  it('says so on the status line when the pad is pulled out, until it is back', async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    kiosk.plugPads([0]);
    await sitDown(kiosk);
    await untilYourMove(kiosk);
    expect(euchre(kiosk).status).not.toMatch(/unplugged/i);
    kiosk.plugPads([]);
    await kiosk.tick(2);
    expect(euchre(kiosk).status).toMatch(/^Your turn.*unplugged/i);
    kiosk.plugPads([0]);
    await kiosk.tick(2);
    expect(euchre(kiosk).status).not.toMatch(/unplugged/i);
  });

  it("says who took the hand's last trick while it is gathered, not whose card it was", async () => {
    const kiosk = await TestKiosk.open({ seed: 34, instant: false });
    // A guest's game kept with four tricks taken and your last card to play.
    const setup = { seed: 7, options: { passBest: true, stickTheDealer: false, target: 10 } };
    let state = rules.setup(setup);
    const actions = [];
    while (!(state.tricksWon[0] + state.tricksWon[1] === 4 && rules.toAct(state) === 0)) {
      const action = rules.legal(state)[0]!;
      actions.push(action);
      state = rules.apply(state, action).state;
    }
    await new EuchreRecords(kiosk.shell.records).kept.keep({ state, names: seatNames(null), player: null, level: 'novice', moves: 0, seed: 7, hands: 0, setup, actions }, null);
    await kiosk.shell.play(EUCHRE);
    await kiosk.until(() => euchre(kiosk).dialog === TITLE);
    await kiosk.press('confirm');
    await kiosk.until(() => euchre(kiosk).dialog === 'Unfinished Game');
    await kiosk.press('confirm');
    const last = await untilYourMove(kiosk);
    await kiosk.click(`card-${last.legal[0]}`);
    await kiosk.until(() => euchre(kiosk).tricksWon[0] + euchre(kiosk).tricksWon[1] === 5, 3000);
    expect(euchre(kiosk).status).toMatch(/^(You|Hank|Jenny|Walt) took the last trick\.$/);
  });

  it('shows no Last Trick button behind "Who is playing?": only in play, once the table is drawn', async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    await kiosk.shell.play(EUCHRE);
    await kiosk.until(() => euchre(kiosk).dialog === TITLE);
    expect(buttonsSeen(kiosk.screen!.view)).toEqual([]);
    await kiosk.press('confirm');
    await untilYourMove(kiosk);
    expect(buttonsSeen(kiosk.screen!.view)).toEqual(['Last Trick']);
  });
});
