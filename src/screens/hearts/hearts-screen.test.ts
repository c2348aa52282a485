// The Hearts table in Node, through the whole kiosk (test-kiosk.ts): what the
// table shows is always the game in play, and the level chosen for the next
// game is kept with the cabinet's settings.

import { describe, expect, it, vi } from 'vitest';
import type { HeartsSnapshot } from './hearts-snapshot';

import type { TestKiosk as Kiosk } from '../shell/test-kiosk';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestKiosk } = await import('../shell/test-kiosk');
const { GAMES } = await import('../registry');
const { Container } = await import('pixi.js');
const { Rects } = await import('../../renderer/rects');
const { Button, focusMarkShown } = await import('../../renderer/widgets');

const HEARTS = GAMES.find((g) => g.id === 'hearts')!;

const hearts = (kiosk: Kiosk) => kiosk.snapshot<HeartsSnapshot>();

/** From the game select to the table as a guest (or as `name`, typed in as a new player), the first deal landed and the pass asked for. */
async function sitDown(kiosk: Kiosk, name: string | null = null): Promise<void> {
  await kiosk.shell.play(HEARTS);
  await kiosk.until(() => hearts(kiosk).dialog === 'Hearts Deluxe');
  if (name !== null) {
    // Down stops at the last line, "New player...".
    for (let i = 0; i < 12; i++) await kiosk.press('down');
    await kiosk.press('confirm');
    await kiosk.until(() => hearts(kiosk).controls.some((c) => c.id === 'keyboard'));
    await kiosk.type(name);
  }
  await kiosk.press('confirm');
  await kiosk.until(() => hearts(kiosk).phase === 'pass' && !hearts(kiosk).busy);
}

/** Pass the first three cards; the received ones stand up until OK. */
async function passThree(kiosk: Kiosk): Promise<void> {
  for (const card of hearts(kiosk).hand.slice(0, 3)) await kiosk.click(`card-${card}`);
  await kiosk.click('centre');
  await kiosk.until(() => hearts(kiosk).waitingForOk);
}

describe('Hearts at the table', () => {
  it('deals a new game at once when Game > New Game is chosen while the received cards wait for OK', async () => {
    const kiosk = await TestKiosk.open({ seed: 5 });
    await sitDown(kiosk);
    await passThree(kiosk);
    const old = hearts(kiosk);
    await kiosk.menu('Game', 'new');
    expect(hearts(kiosk).dialog).toBe('Hearts Deluxe');
    await kiosk.type('y');
    await kiosk.until(() => !hearts(kiosk).busy && !hearts(kiosk).waitingForOk);
    const now = hearts(kiosk);
    // The table shows the new deal: its hand, its pass, no OK waiting, its own status line.
    expect(now.waitingForOk).toBe(false);
    expect(now.phase).toBe('pass');
    expect(now.hand).toHaveLength(13);
    expect(now.hand).not.toEqual(old.hand);
    expect(now.status).not.toMatch(/received|OK/);
    expect(now.controls.some((c) => c.label === 'OK')).toBe(false);
  });

  it('shows only the new deal when a new game is chosen while the cards passed are still flying', async () => {
    const kiosk = await TestKiosk.open({ seed: 5, instant: false });
    await sitDown(kiosk);
    const first = hearts(kiosk).hand;
    for (const card of first.slice(0, 3)) await kiosk.click(`card-${card}`);
    await kiosk.click('centre');
    // The exchange is under way: the cards fly, the received ones are not up yet.
    await kiosk.until(() => hearts(kiosk).toAct !== 0 || hearts(kiosk).phase === 'play', 60);
    expect(hearts(kiosk).waitingForOk).toBe(false);
    await kiosk.menu('Game', 'new');
    await kiosk.type('y');
    await kiosk.until(() => !hearts(kiosk).busy && hearts(kiosk).phase === 'pass' && hearts(kiosk).hand.length === 13);
    // The old exchange never comes back to stand its cards up over the new deal.
    await kiosk.tick(120);
    const now = hearts(kiosk);
    expect(now.waitingForOk).toBe(false);
    expect(now.phase).toBe('pass');
    expect(now.busy).toBe(false);
    expect(now.history).toEqual([]);
  });

  it('keeps the level chosen for the next game through a reload: the Game menu ticks the level in force and names the one to come, and the next game is dealt at it', async () => {
    const before = await TestKiosk.open({ seed: 5 });
    await sitDown(before);
    // A card chosen: the game is under way, so Expert waits for the next game.
    await before.click(`card-${hearts(before).hand[0]}`);
    expect(hearts(before).gameLevel).toBe('intermediate');
    await before.menu('Game', 'level:expert');
    await before.until(() => hearts(before).dialog === 'Next Game');
    await before.press('confirm');
    expect(hearts(before).checked).toContain('level:intermediate');
    // The page is reloaded; the guest carries on with the game kept.
    const after = await TestKiosk.open({ seed: 5, records: before.records });
    await after.shell.play(HEARTS);
    await after.until(() => hearts(after).dialog === 'Hearts Deluxe');
    await after.press('confirm');
    await after.until(() => hearts(after).dialog === 'Unfinished Game');
    await after.press('confirm');
    await after.until(() => hearts(after).dialog === null && hearts(after).phase === 'pass' && !hearts(after).busy);
    expect(hearts(after).gameLevel).toBe('intermediate');
    expect(hearts(after).checked).toContain('level:intermediate');
    expect(hearts(after).checked).not.toContain('level:expert');
    expect(await after.menuLabels('Game')).toContain('Expert Opponents (next game)');
    // The next game is the expert's.
    await after.menu('Game', 'new');
    await after.until(() => hearts(after).dialog === 'Hearts Deluxe');
    await after.type('y');
    await after.until(() => hearts(after).dialog === null && hearts(after).history.length === 0 && !hearts(after).busy && hearts(after).chosen.length === 0);
    expect(hearts(after).gameLevel).toBe('expert');
    expect(hearts(after).checked).toContain('level:expert');
    expect(await after.menuLabels('Game')).not.toContain('Expert Opponents (next game)');
  });

  it('shows one focus mark, on the box: nothing on the table behind "Who is playing?" or the last trick', async () => {
    const kiosk = await TestKiosk.open({ seed: 5 });
    await kiosk.shell.play(HEARTS);
    await kiosk.until(() => hearts(kiosk).dialog === 'Hearts Deluxe');
    const table = kiosk.screen!.view;
    expect(buttonRings(table)).toEqual([]);
    expect(focusMarkShown(table)).toBe(false);
    expect(focusMarkShown(kiosk.nav.topModal!.view)).toBe(true);
    await kiosk.press('confirm');
    await kiosk.until(() => hearts(kiosk).phase === 'pass' && !hearts(kiosk).busy);
    await passThree(kiosk);
    await kiosk.click('centre');
    await kiosk.until(() => hearts(kiosk).phase === 'play' && hearts(kiosk).legal.length > 0 && hearts(kiosk).marked !== null);
    // A card of yours is marked; F2 (the pad's X) opens the last trick over it.
    expect(focusMarkShown(table)).toBe(true);
    await kiosk.pad('x');
    await kiosk.until(() => hearts(kiosk).dialog === 'Last Trick');
    expect(focusMarkShown(table)).toBe(false);
    await kiosk.press('confirm');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    expect(focusMarkShown(table)).toBe(true);
  });
});

describe('Hearts: presses during the deal', () => {
  it('keeps a card pressed during the deal, and at the turn plays it only if it may be played: never a refusal after the fact', async () => {
    const kiosk = await TestKiosk.open({ seed: 5, instant: false });
    await sitDown(kiosk);
    // Every hand a keeper: Turn Off Passing deals again at once, nothing having been chosen.
    await kiosk.menu('Rules', 'rule:noPassing');
    await kiosk.until(() => hearts(kiosk).gameOptions?.noPassing === true && hearts(kiosk).hand.length === 13);
    const hand = hearts(kiosk).hand;
    expect(hearts(kiosk).busy).toBe(true);
    // The first trick is clubs: a heart held with clubs in hand may not be played to it.
    const heart = hand.find((card) => card.endsWith('H'));
    expect(heart && hand.some((card) => card.endsWith('C'))).toBeTruthy();
    await kiosk.click(`card-${heart}`);
    await kiosk.until(() => !hearts(kiosk).busy && hearts(kiosk).phase === 'play');
    await kiosk.tick(5);
    expect(hearts(kiosk).dialog).toBeNull();
    expect(kiosk.sounds).not.toContain('error');
    expect(hearts(kiosk).hand).toContain(heart);
    expect(hearts(kiosk).marked).toBe(heart);
  });
});

describe('Hearts: the games kept', () => {
  it('never offers (or counts as lost) a game only dealt: a reload after the deal sits the player at a fresh one', async () => {
    const before = await TestKiosk.open({ seed: 5 });
    await sitDown(before, 'ANN');
    expect(hearts(before).player).toBe('ANN');
    const after = await TestKiosk.open({ seed: 6, records: before.records });
    await sitDown(after, 'ANN');
    expect(hearts(after).dialog).toBeNull();
    expect(hearts(after).stats?.games).toBe(0);
  });
});

/** The labels of the buttons under `root` whose dotted focus rectangle would be seen. */
function buttonRings(root: InstanceType<typeof Container>): string[] {
  const seen = (node: InstanceType<typeof Container>) => {
    for (let at: InstanceType<typeof Container> | null = node; at; at = at.parent) if (!at.visible) return false;
    return true;
  };
  const found: string[] = [];
  const walk = (node: InstanceType<typeof Container>) => {
    const ring = node instanceof Button ? node.children.at(-1) : undefined;
    if (ring instanceof Rects && ring.drawn && seen(ring)) found.push(node.label);
    node.children.forEach(walk);
  };
  walk(root);
  return found;
}
