// Four-Handed Euchre with several people at one cabinet, through the whole
// kiosk in Node: two friends on two pads as partners (seats 1 and 3 of the
// Players dialog) against two computers play a whole game covered between
// turns. Each pad acts for its own seat only, no snapshot ever shows a hand
// but that of the person playing once they have shown it, the dealer's
// discard and a Pass Best card are chosen under the cover, both friends keep
// their own records, and a pad pulled out mid-game is said on the cover and
// played for from the keyboard until it is back. The Players dialog is
// reached from the Game menu, says who partners whom, and is offered again
// with the last table; a game of theirs comes back after the tab closed.
// Four people with no computer take turns at the mouse, and their game is
// kept as one among people only.

import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/game';
import { Dialog, Label } from '../../renderer/widgets';
import { TestKiosk } from '../shell/test-kiosk';
import { FRIENDS, type Seen, bidOf, cardOf, checkSecrecy, friendsAtPlayers, playFriends, ready } from './friends-driver';
import { EuchreRecords } from './euchre-records';
import { EuchreStatsSchema, NO_EUCHRE_STATS } from './euchre-stats';
import { STANDARD_SETTINGS } from './euchre-settings';
import { TITLE, euchre } from './euchre-driver';


/** The words of the dialog open now. */
function dialogWords(kiosk: TestKiosk): string {
  const top = kiosk.nav.topModal;
  return top instanceof Dialog ? top.view.children.flatMap((child) => (child instanceof Label ? [child.text] : [])).join(' ') : '';
}


/** The friends at the Euchre table, the Players dialog offering their table again, taken as it is. */
async function friendsAtTable(seed: number): Promise<TestKiosk> {
  const kiosk = await friendsAtPlayers(seed);
  expect(kiosk.control('seat-1').label).toBe('Seat 1: ANN, pad 1 (partner: seat 3)');
  expect(kiosk.control('seat-3').label).toBe('Seat 3: BEA, pad 2 (partner: seat 1)');
  expect(kiosk.control('seat-2').label).toBe('Seat 2: Hank, computer (intermediate) (partner: seat 4)');
  await kiosk.click('ok');
  await kiosk.until(() => euchre(kiosk).dialog === null && euchre(kiosk).phase !== 'starting');
  return kiosk;
}

describe('Euchre: two friends on two pads as partners against two computers', () => {
  it('play a whole game covered between turns, each pad for its own seat, and both keep their records (seed 685)', async () => {
    const kiosk = await friendsAtTable(685);
    const first = euchre(kiosk);
    expect(first.people).toEqual([0, 2]);
    expect(first.names).toEqual(['ANN', 'Hank', 'BEA', 'Jenny']);
    const seen: Seen = { covers: 0, discards: 0, loneDiscards: 0, gives: 0, wrongPadTried: 0, alone: false, unplugged: false };
    const end = await playFriends(kiosk, seen, { unplug: true });
    expect(end.outcome).not.toBeNull();
    expect(seen.covers).toBeGreaterThan(10);
    expect(seen.wrongPadTried).toBeGreaterThan(10);
    expect(seen.alone).toBe(true);
    expect(seen.gives).toBeGreaterThan(0);
    expect(seen.loneDiscards).toBeGreaterThan(0);
    expect(seen.discards).toBeGreaterThan(0);
    expect(seen.unplugged).toBe(true);
    // They won, and the Game Over box says so by their names, and their places in the Hall of Fame.
    expect(end.outcome?.winners).toEqual([0, 2]);
    const words = dialogWords(kiosk);
    expect(words).toContain('ANN and BEA won, 10\u00A0to\u00A05.');
    expect(words).toContain('ANN made the Hall of Fame: 1st place!');
    expect(words).toContain('BEA made the Hall of Fame: 2nd place!');
    // Both friends' records: the game won together, hand by hand, at the computers' level.
    for (const name of ['ANN', 'BEA']) {
      const stats = await kiosk.records.stats('euchre', name, EuchreStatsSchema, NO_EUCHRE_STATS);
      expect(stats).toMatchObject({ games: 1, wins: 1 });
      expect(stats.hands).toBeGreaterThan(0);
      expect(stats.levels).toEqual({ intermediate: { games: 1, wins: 1 } });
    }
    // Each has the margin in the Hall of Fame, at the level of the computers they beat.
    const fame = await kiosk.records.highScores('euchre');
    expect(fame.map((e) => [e.name, e.score, e.detail])).toEqual([
      ['ANN', 5, expect.stringMatching(/^10 to 5, \d+ hands, intermediate$/)],
      ['BEA', 5, expect.stringMatching(/^10 to 5, \d+ hands, intermediate$/)],
    ]);
  }, 120_000);
});

describe('Euchre: the Players dialog', () => {
  it('is reached from the Game menu: ANN, alone at first, seats BEA on pad 2 as her partner; the table is kept, offered again at Game > New, and a game of theirs carried on after the tab closed', async () => {
    const kiosk = await TestKiosk.open({ seed: 40 });
    for (const name of ['ANN', 'BEA']) await kiosk.records.addProfile(name);
    kiosk.plugPads([0, 1]);
    const entry = kiosk.shell.games.find((g) => g.id === 'euchre');
    if (!entry) throw new Error('No Euchre in the catalog');
    await kiosk.shell.play(entry);
    await kiosk.until(() => euchre(kiosk).dialog === TITLE);
    await kiosk.press('down', 'confirm');
    // No table was kept: ANN alone against three computers, uncovered, as Euchre has always been played.
    await kiosk.until(() => euchre(kiosk).dialog === null && euchre(kiosk).phase !== 'starting');
    expect(euchre(kiosk).people).toEqual([0]);
    expect(euchre(kiosk).covered).toBe(false);
    await kiosk.menuWith('keyboard', 'Game', 'players');
    await kiosk.until(() => euchre(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-3').label).toBe('Seat 3: Jenny, computer (intermediate) (partner: seat 1)');
    // Seat 3: a person, BEA (the list leaves out ANN, at seat 1), on pad 2.
    await kiosk.key('3');
    await kiosk.until(() => euchre(kiosk).dialog === 'Seat 3');
    await kiosk.key('p', 'Enter');
    await kiosk.until(() => euchre(kiosk).controls.some((c) => c.id === 'list'));
    await kiosk.key('ArrowDown', 'Enter');
    await kiosk.until(() => euchre(kiosk).controls.some((c) => c.id === 'pad-2'));
    await kiosk.key('2', 'Enter');
    await kiosk.until(() => euchre(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-3').label).toBe('Seat 3: BEA, pad 2 (partner: seat 1)');
    // Seat 1: still ANN (the list stands on her), now on pad 1.
    await kiosk.key('1');
    await kiosk.until(() => euchre(kiosk).controls.some((c) => c.id === 'list'));
    await kiosk.key('Enter');
    await kiosk.until(() => euchre(kiosk).controls.some((c) => c.id === 'pad-1'));
    await kiosk.key('1', 'Enter');
    await kiosk.until(() => euchre(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-1').label).toBe('Seat 1: ANN, pad 1 (partner: seat 3)');
    // The dialog fits the screen, partner notes and all.
    for (const c of euchre(kiosk).controls) expect(c.x + c.width).toBeLessThanOrEqual(640);
    await kiosk.click('ok');
    await kiosk.until(() => euchre(kiosk).dialog === null && euchre(kiosk).people.length === 2);
    const dealt = euchre(kiosk);
    expect(dealt.names).toEqual(['ANN', 'Hank', 'BEA', 'Jenny']);
    expect(dealt.settings.seating?.seats).toEqual([...FRIENDS]);
    // Game > New offers that table again; Cancel leaves the game on the table as it was.
    await kiosk.until(() => ready(euchre(kiosk)), 6000);
    const before = euchre(kiosk);
    await kiosk.menuWith('keyboard', 'Game', 'new');
    await kiosk.until(() => euchre(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-3').label).toBe('Seat 3: BEA, pad 2 (partner: seat 1)');
    await kiosk.key('Escape');
    await kiosk.until(() => euchre(kiosk).dialog === null);
    expect(euchre(kiosk).seed).toBe(before.seed);
    expect(euchre(kiosk).waiting).toBe(before.waiting);
    // Into the second trick, then the tab closes: the game comes back at ANN's next visit, the friends seated and covered again.
    const seen: Seen = { covers: 0, discards: 0, loneDiscards: 0, gives: 0, wrongPadTried: 0, alone: true, unplugged: false };
    const left = await playFriends(kiosk, seen, { stop: (s) => s.phase === 'play' && s.covered && s.tricksWon[0] + s.tricksWon[1] >= 1 });
    const again = new TestKiosk(kiosk.records, { seed: 40 });
    again.plugPads([0, 1]);
    await again.shell.play(entry);
    await again.until(() => euchre(again).dialog === TITLE);
    await again.press('down', 'confirm');
    await again.until(() => euchre(again).dialog === 'Unfinished Game');
    await again.press('confirm');
    await again.until(() => ready(euchre(again)), 6000);
    const back = euchre(again);
    expect(back.seating).toEqual([...FRIENDS]);
    expect(back.covered).toBe(true);
    expect(back.hand).toEqual([]);
    expect([back.waiting, back.tricksWon, back.trump, back.handNumber]).toEqual([left.waiting, left.tricksWon, left.trump, left.handNumber]);
    const end = await playFriends(again, seen);
    expect(end.outcome).not.toBeNull();
  }, 120_000);
});

describe('Euchre: four people, no computer', () => {
  it('take turns at the mouse, each called by name, and the game is kept as one among people only (seed 41)', async () => {
    const kiosk = await TestKiosk.open({ seed: 41 });
    const people = ['ANN', 'BEA', 'CY', 'DOT'];
    for (const name of people) await kiosk.records.addProfile(name);
    const seats = people.map((name) => ({ kind: 'person' as const, name, pad: null }));
    await new EuchreRecords(kiosk.records).setSettings({ ...STANDARD_SETTINGS, seating: { seats } });
    const entry = kiosk.shell.games.find((g) => g.id === 'euchre');
    if (!entry) throw new Error('No Euchre in the catalog');
    await kiosk.shell.play(entry);
    await kiosk.until(() => euchre(kiosk).dialog === TITLE);
    await kiosk.press('down', 'confirm');
    await kiosk.until(() => euchre(kiosk).dialog === 'Players');
    await kiosk.click('ok');
    const turned = new Set<Seat>();
    for (let move = 0; move < 1500; move++) {
      await kiosk.until(() => ready(euchre(kiosk)), 6000);
      const s = euchre(kiosk);
      checkSecrecy(kiosk, s);
      if (s.dialog === 'Game Over') break;
      if (s.dialog !== null) {
        await kiosk.click(s.dialog === 'Go Alone?' ? 'no' : 'ok');
        await kiosk.until(() => euchre(kiosk).dialog !== s.dialog);
      } else if (s.covered) {
        // Nobody is "you" at a table of people: the corners name them all.
        expect(s.status).not.toMatch(/\byou\b/i);
        turned.add(s.viewer);
        await kiosk.click('show-cards');
      } else {
        await kiosk.click(s.bids.length > 0 ? bidOf(s) : cardOf(s));
        await kiosk.until(() => euchre(kiosk).covered || euchre(kiosk).dialog !== null || euchre(kiosk).waiting !== s.waiting || euchre(kiosk).phase !== s.phase);
      }
    }
    const end = euchre(kiosk);
    expect(end.dialog).toBe('Game Over');
    // The table turned to each of the four in turn.
    expect([...turned].sort()).toEqual([0, 1, 2, 3]);
    expect(dialogWords(kiosk)).not.toMatch(/Hall of Fame/);
    for (const [seat, name] of people.entries()) {
      const stats = await kiosk.records.stats('euchre', name, EuchreStatsSchema, NO_EUCHRE_STATS);
      const won = end.outcome?.winners.includes(seat) ? 1 : 0;
      // Not a game against the computers: only in its own tally.
      expect(stats).toMatchObject({ games: 0, wins: 0, hands: 0, levels: { people: { games: 1, wins: won } } });
    }
    expect(await kiosk.records.highScores('euchre')).toEqual([]);
  }, 120_000);
});
