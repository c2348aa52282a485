// Hearts with several people at one cabinet, in Node through the whole kiosk
// (test-kiosk.ts): the Players dialog from the Game menu, two people on two
// pads playing a whole game (each pad for its own seat, the cover up between
// their turns and naming the next person, no hand shown but the acting
// person's), the pass and the exchange under the cover, each person's
// records after a game, a pad pulled out mid-game, and a game kept with its
// people carried on after a reload.

import { describe, expect, it } from 'vitest';
import { TestKiosk } from '../shell/test-kiosk';
import { gamepadAt, keyboard, sitAtTable } from '../shell/test-devices';
import type { SeatPlan } from '../table/seat-plan';
import { TITLE, checkFinished, hearts } from './hearts-driver';
import { HeartsRecords } from './hearts-records';
import { checkSecrets, nextPress, playPeople, progress, trueView, watchUntil } from './people-driver';
import { STANDARD_TABLE } from './table-rules';

const ANNE_BOB: SeatPlan[] = [
  { kind: 'person', name: 'ANNE', pad: 0 },
  { kind: 'computer', level: 'expert' },
  { kind: 'person', name: 'BOB', pad: 1 },
  { kind: 'computer', level: 'intermediate' },
];

/** A kiosk with two pads plugged in, BOB on file, and `seats` as the last table (a 50-point game). */
async function cabinet(seed: number, seats: readonly SeatPlan[] = ANNE_BOB): Promise<TestKiosk> {
  const kiosk = await TestKiosk.open({ seed });
  kiosk.plugPads([0, 1]);
  await kiosk.records.addProfile('BOB');
  await new HeartsRecords(kiosk.records).setSettings({ ...STANDARD_TABLE, level: 'intermediate', options: { ...STANDARD_TABLE.options, pointLimit: 50 }, seating: { seats: [...seats] } });
  kiosk.shell.show('title');
  return kiosk;
}

/** ANNE sits down on pad 1: the last table, with its people, is offered again in the Players dialog, and taken as it is. */
async function sitDownTogether(kiosk: TestKiosk, third = 'Seat 3: BOB, pad 2'): Promise<void> {
  await sitAtTable(kiosk, 'gamepad', 'hearts', TITLE, 'ANNE');
  await kiosk.until(() => hearts(kiosk).dialog === 'Players');
  expect(kiosk.control('seat-3').label).toBe(third);
  expect(hearts(kiosk).controls.map((c) => c.id)).toContain('network');
  await gamepadAt(0).press(kiosk, 'ok');
  await kiosk.until(() => hearts(kiosk).dialog === null && hearts(kiosk).phase === 'pass');
}

describe('Hearts with people at one cabinet', () => {
  it('the Players dialog cancelled as a game starts deals the last table as it was, people and all', async () => {
    const kiosk = await cabinet(5);
    await sitAtTable(kiosk, 'gamepad', 'hearts', TITLE, 'ANNE');
    await kiosk.until(() => hearts(kiosk).dialog === 'Players');
    await gamepadAt(0).press(kiosk, 'cancel');
    await kiosk.until(() => hearts(kiosk).dialog === null && hearts(kiosk).phase === 'pass');
    expect(hearts(kiosk).names).toEqual(['ANNE', expect.stringMatching(/./), 'BOB', expect.stringMatching(/./)]);
    // Game > Players... under way, cancelled: the game goes on as it was.
    const hand = hearts(kiosk).hand;
    await keyboard.menu(kiosk, 'Game', 'players');
    await kiosk.until(() => hearts(kiosk).dialog === 'Players');
    await keyboard.press(kiosk, 'cancel');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    expect(hearts(kiosk).hand).toEqual(hand);
  });

  it('sets the table from Game > Players...: BOB at seat 3 with pad 2, the cover up for the first to pass', async () => {
    const kiosk = await TestKiosk.open({ seed: 41 });
    kiosk.plugPads([0, 1]);
    await kiosk.records.addProfile('BOB');
    kiosk.shell.show('title');
    await sitAtTable(kiosk, 'keyboard', 'hearts', TITLE, 'ANNE');
    // Alone, the game is dealt at once, as ever.
    await kiosk.until(() => hearts(kiosk).phase === 'pass' && !hearts(kiosk).busy);
    expect(hearts(kiosk).covered).toBe(false);
    // A card chosen puts the game under way: the new table asks first.
    await kiosk.use(`card-${hearts(kiosk).hand[0]}`, 'keyboard');
    await keyboard.menu(kiosk, 'Game', 'players');
    await kiosk.until(() => hearts(kiosk).dialog === TITLE);
    await kiosk.key('y');
    await kiosk.until(() => hearts(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-1').label).toBe('Seat 1: ANNE, keyboard and mouse');
    expect(kiosk.control('seat-3').label).toBe('Seat 3: Barnaby, computer (intermediate)');
    // Seat 1 takes pad 1 (no question of who: it is always a person)...
    await kiosk.key('1');
    await kiosk.until(() => hearts(kiosk).dialog === 'Seat 1');
    await kiosk.key('Enter');
    await kiosk.until(() => hearts(kiosk).controls.some((c) => c.id === 'pad-1'));
    await kiosk.key('1', 'Enter');
    await kiosk.until(() => hearts(kiosk).dialog === 'Players');
    // ...and seat 3 becomes BOB, on pad 2.
    await kiosk.key('3');
    await kiosk.until(() => hearts(kiosk).dialog === 'Seat 3');
    await kiosk.key('p', 'Enter');
    await kiosk.until(() => hearts(kiosk).controls.some((c) => c.id === 'list'));
    // Guest, BOB, New player...: ANNE sits at seat 1 already.
    await kiosk.key('ArrowDown', 'Enter');
    await kiosk.until(() => hearts(kiosk).controls.some((c) => c.id === 'pad-2'));
    await kiosk.key('2', 'Enter');
    await kiosk.until(() => hearts(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-1').label).toBe('Seat 1: ANNE, pad 1');
    expect(kiosk.control('seat-3').label).toBe('Seat 3: BOB, pad 2');
    await keyboard.press(kiosk, 'ok');
    const s = await watchUntil(kiosk, (now) => now.dialog === null && now.covered);
    // The game under way counted as ANNE's loss; the new one is dealt to the two of them and two computers.
    expect(s.stats?.games).toBe(1);
    expect(s.names).toEqual(['ANNE', 'Ada', 'BOB', 'Barnaby']);
    expect(s.seating[2]).toEqual({ kind: 'person', name: 'BOB', pad: 1 });
    expect(s.acting).toBe(0);
    expect(s.cover).toBe('Pass to ANNE.\nANNE, press A on pad 1 to see your cards.');
    expect(s.status).toMatch(/^Pass to ANNE: ANNE passes three cards to the left next\./);
    // The table is kept as the cabinet's last, with its people.
    expect((await new HeartsRecords(kiosk.records).settings()).seating?.seats[2]).toEqual({ kind: 'person', name: 'BOB', pad: 1 });
    // Game > New offers the same table again.
    await keyboard.menu(kiosk, 'Game', 'new');
    await kiosk.until(() => hearts(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-3').label).toBe('Seat 3: BOB, pad 2');
    await kiosk.key('Escape');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    expect(hearts(kiosk).covered).toBe(true);
  });

  it('passes under the cover: each person chooses alone, then each sees the cards passed to them, covered between', async () => {
    const kiosk = await cabinet(42);
    await sitDownTogether(kiosk);
    let s = await watchUntil(kiosk, (now) => now.covered && now.acting === 0);
    expect(s.viewer).toBe(0);
    // BOB's pad and the keyboard lift nobody else's cover.
    await kiosk.padAt(1, 'confirm');
    await kiosk.key('Enter');
    expect(hearts(kiosk).covered).toBe(true);
    await gamepadAt(0).press(kiosk, 'show-cards');
    s = await watchUntil(kiosk, (now) => !now.covered);
    expect(s.hand).toEqual(trueView(kiosk, 0).hand);
    expect(s.status).toMatch(/^ANNE, choose three cards to pass to the left \(0 chosen\)\./);
    // BOB's pad chooses nothing for ANNE.
    await kiosk.padAt(1, 'confirm');
    expect(hearts(kiosk).chosen).toEqual([]);
    const anne = s.hand.slice(0, 3);
    for (const card of anne) await gamepadAt(0).press(kiosk, `card-${card}`);
    expect(hearts(kiosk).chosen).toEqual(anne);
    await gamepadAt(0).press(kiosk, 'centre');
    // Passed: ANNE's cards turn face down at once, and the table turns to BOB, covered.
    s = await watchUntil(kiosk, (now) => now.covered && now.acting === 2);
    expect(s.viewer).toBe(2);
    expect(s.chosen).toEqual([]);
    expect(s.cover).toContain('BOB, press A on pad 2');
    await kiosk.padAt(0, 'confirm');
    expect(hearts(kiosk).covered).toBe(true);
    await gamepadAt(1).press(kiosk, 'show-cards');
    s = await watchUntil(kiosk, (now) => !now.covered);
    expect(s.hand).toEqual(trueView(kiosk, 2).hand);
    for (const card of anne) expect(s.hand).not.toContain(card);
    const bob = s.hand.slice(0, 3);
    for (const card of bob) await gamepadAt(1).press(kiosk, `card-${card}`);
    await gamepadAt(1).press(kiosk, 'centre');
    // The exchange: each in turn, from seat 1, lifts the cover and takes up what came in with OK.
    for (const [seat, pad, gave] of [
      [0, 0, anne],
      [2, 1, bob],
    ] as const) {
      s = await watchUntil(kiosk, (now) => now.covered && now.acting === seat);
      expect(s.waiting).toBeNull();
      expect(s.status).toMatch(new RegExp(`^Pass to ${s.names[seat]}: ${s.names[seat]} sees the cards passed next\\.`));
      await kiosk.padAt(1 - pad, 'confirm');
      await kiosk.key('Enter');
      expect(hearts(kiosk).covered).toBe(true);
      await gamepadAt(pad).press(kiosk, 'show-cards');
      s = await watchUntil(kiosk, (now) => !now.covered && now.waitingForOk);
      const view = trueView(kiosk, seat);
      expect(s.hand).toEqual(view.hand);
      for (const card of gave) expect(s.hand).not.toContain(card);
      expect(s.status).toMatch(new RegExp(`^${s.names[seat]}, (you received|.* passed you).* OK`));
      expect(view.received?.every((card) => s.hand.includes(card))).toBe(true);
      await gamepadAt(pad).press(kiosk, 'centre');
      s = await watchUntil(kiosk, (now) => !now.waitingForOk && now.hand.length === 0);
    }
    // Then play: whoever holds the two of clubs is asked, covered if a person.
    s = await watchUntil(kiosk, (now) => now.phase === 'play' && (now.covered || now.table.length > 0));
    checkSecrets(kiosk, s);
  });

  it('two people on two pads play a whole game: each pad only for its own seat, the cover up between turns naming the next person', async () => {
    const kiosk = await cabinet(43);
    await sitDownTogether(kiosk);
    const refused = { covered: 0, open: 0 };
    const end = await playPeople(kiosk, {
      seen: async (s) => {
        if (s.dialog !== null || s.acting === null) return;
        const own = s.seating[s.acting];
        const other = own?.kind === 'person' && own.pad === 0 ? 1 : 0;
        if (s.covered) {
          expect(s.cover).toBe(`Pass to ${s.names[s.acting]}.\n${s.names[s.acting]}, press A on pad ${other === 0 ? 2 : 1} to see your cards.`);
          // Now and then the other pad (or the keyboard) tries to lift it.
          if (refused.covered++ % 5 !== 0) return;
        } else if (refused.open++ % 7 !== 0) return;
        const before = progress(s);
        await kiosk.padAt(other, 'confirm');
        await kiosk.key('Enter');
        expect(progress(hearts(kiosk))).toBe(before);
      },
    });
    checkFinished(end, 50);
    expect(refused.covered).toBeGreaterThan(20);
    expect(refused.open).toBeGreaterThan(20);
    expect(end.names).toEqual(['ANNE', 'Ada', 'BOB', 'Barnaby']);
    // The game played back shows every hand face up, with no cover: it is over, nothing is hidden any more.
    await kiosk.click('replay');
    await kiosk.until(() => hearts(kiosk).replay?.position === 0);
    for (let i = 0; i < 6; i++) await kiosk.click('replay-step');
    await kiosk.until(() => (hearts(kiosk).replay?.position ?? 0) >= 6);
    expect(hearts(kiosk).covered).toBe(false);
    expect(hearts(kiosk).hand.length).toBeGreaterThan(0);
    await kiosk.click('replay-end');
    await kiosk.until(() => hearts(kiosk).dialog === 'Game Over');
  });

  it('keeps the records of the two named people after a game: their own, at the level of the weakest computer, the winner in the Hall of Fame with it; a guest keeps none', async () => {
    // ANNE and BOB on their pads, a guest at the keyboard, and a novice computer.
    const kiosk = await cabinet(47, [
      { kind: 'person', name: 'ANNE', pad: 0 },
      { kind: 'person', name: null, pad: null },
      { kind: 'person', name: 'BOB', pad: 1 },
      { kind: 'computer', level: 'novice' },
    ]);
    await sitDownTogether(kiosk);
    expect(hearts(kiosk).kind).toBe('novice');
    const end = await playPeople(kiosk);
    checkFinished(end, 50);
    expect(end.names).toEqual(['ANNE', 'Player 2', 'BOB', 'Ada']);
    // BOB wins.
    expect(end.outcome?.winners).toEqual([2]);
    const records = new HeartsRecords(kiosk.records);
    for (const [seat, name] of [
      [0, 'ANNE'],
      [2, 'BOB'],
    ] as const) {
      await records.load(name);
      const mine = { games: 1, wins: seat === 2 ? 1 : 0, hands: end.history.length, points: end.scores[seat] };
      expect(records.totals).toMatchObject(mine);
      expect(records.tables?.novice).toMatchObject(mine);
      expect(records.tables?.intermediate.games).toBe(0);
      expect(records.tables?.people.games).toBe(0);
    }
    // The table's own figures are those of the person seated here: ANNE.
    expect(end.player).toBe('ANNE');
    expect(end.stats?.points).toBe(end.scores[0]);
    const fame = await kiosk.records.highScores('hearts');
    expect(fame.map((entry) => [entry.name, entry.detail])).toEqual([['BOB', `${end.scores[2]} points, ${end.history.length} hands, novice`]]);
    // The Game Over box says who won, by name, and who made the Hall of Fame: nobody here is "You".
    const words = kiosk.boxWords();
    expect(words).toContain('BOB wins.');
    expect(words).toContain('BOB made the Hall of Fame: 1st place!');
    expect(words).not.toMatch(/\bYou\b/);
  });

  it('a pad pulled out mid-game: the cover says so and the shared devices play for that seat until it is back', async () => {
    const kiosk = await cabinet(45);
    await sitDownTogether(kiosk);
    // Play on to BOB's first card.
    let s = await playPeople(kiosk, { stop: (now) => now.phase === 'play' && now.covered && now.acting === 2 });
    kiosk.plugPads([0]);
    s = await watchUntil(kiosk, (now) => /unplugged/.test(now.cover ?? ''));
    expect(s.cover).toBe('Pass to BOB.\nPad 2 is unplugged: press Enter or A on any free pad, or click below.');
    // ANNE's pad is still hers alone; the keyboard plays for BOB.
    await kiosk.padAt(0, 'confirm');
    expect(hearts(kiosk).covered).toBe(true);
    await keyboard.press(kiosk, 'show-cards');
    s = await watchUntil(kiosk, (now) => !now.covered);
    expect(s.hand).toEqual(trueView(kiosk, 2).hand);
    await keyboard.press(kiosk, nextPress(s));
    s = await watchUntil(kiosk, (now) => now.hand.length === 0);
    // Plugged in again: BOB's turns are his pad's once more, and the keyboard's presses are refused.
    kiosk.plugPads([0, 1]);
    await watchUntil(kiosk, (now) => !/unplugged/.test(now.cover ?? ''));
    s = await playPeople(kiosk, { stop: (now) => now.covered && now.acting === 2 });
    expect(s.cover).toContain('BOB, press A on pad 2');
    await kiosk.key('Enter');
    expect(hearts(kiosk).covered).toBe(true);
    await gamepadAt(1).press(kiosk, 'show-cards');
    await watchUntil(kiosk, (now) => !now.covered);
  });

  it('carries a game kept with its people on after a reload, the cards passed shown again to each under the cover', async () => {
    const kiosk = await cabinet(46);
    await sitDownTogether(kiosk);
    // ANNE is looking at the cards passed to her when the page goes.
    await playPeople(kiosk, { stop: (now) => now.waitingForOk && !now.covered && now.acting === 0 });
    const records = new HeartsRecords(kiosk.records);
    await kiosk.until(async () => (await records.kept.of('ANNE'))?.waitingForOk === true);
    expect((await records.kept.of('ANNE'))?.seating?.seats[2]).toEqual({ kind: 'person', name: 'BOB', pad: 1 });
    const after = new TestKiosk(kiosk.records, { seed: 46 });
    after.plugPads([0, 1]);
    after.shell.show('title');
    await sitAtTable(after, 'gamepad', 'hearts', TITLE, 'ANNE');
    await after.until(() => hearts(after).dialog === 'Unfinished Game');
    await after.pad('confirm');
    let s = await watchUntil(after, (now) => now.dialog === null && now.covered);
    expect(s.names).toEqual(['ANNE', 'Ada', 'BOB', 'Barnaby']);
    expect(s.acting).toBe(0);
    expect(s.status).toMatch(/^Pass to ANNE: ANNE sees the cards passed next\./);
    for (const [seat, pad] of [
      [0, 0],
      [2, 1],
    ] as const) {
      s = await watchUntil(after, (now) => now.covered && now.acting === seat);
      await gamepadAt(pad).press(after, 'show-cards');
      s = await watchUntil(after, (now) => !now.covered && now.waitingForOk);
      expect(trueView(after, seat).received?.every((card) => s.hand.includes(card))).toBe(true);
      await gamepadAt(pad).press(after, 'centre');
    }
    // Play goes on, with each person's turn covered.
    s = await playPeople(after, { stop: (now) => now.history.length === 1 });
    expect(s.seating.map((plan) => (plan.kind === 'person' ? plan.name : plan.level))).toEqual(['ANNE', 'expert', 'BOB', 'intermediate']);
  });

  it('counts a game among people only as theirs, never against the computers: given up, a loss for each of the four', async () => {
    const four: SeatPlan[] = [
      { kind: 'person', name: 'ANNE', pad: 0 },
      { kind: 'person', name: 'BOB', pad: 1 },
      { kind: 'person', name: 'CAT', pad: null },
      { kind: 'person', name: 'DAN', pad: null },
    ];
    const kiosk = await cabinet(47, four);
    await sitDownTogether(kiosk, 'Seat 3: CAT, keyboard and mouse');
    expect(hearts(kiosk).kind).toBe('people');
    // Everyone passes; CAT and DAN share the keyboard.
    await playPeople(kiosk, { stop: (now) => now.phase === 'play' && now.waiting !== null && now.covered });
    await keyboard.menu(kiosk, 'Game', 'new');
    await kiosk.until(() => hearts(kiosk).dialog === TITLE);
    await kiosk.key('y');
    // The same table again: the game given up is lost for each of them, and a new one dealt.
    await kiosk.until(() => hearts(kiosk).dialog === 'Players');
    await keyboard.press(kiosk, 'ok');
    await kiosk.until(() => hearts(kiosk).dialog === null && hearts(kiosk).history.length === 0 && hearts(kiosk).phase === 'pass');
    const records = new HeartsRecords(kiosk.records);
    for (const name of ['ANNE', 'BOB', 'CAT', 'DAN']) {
      await kiosk.until(async () => {
        await records.load(name);
        return records.tables?.people.games === 1;
      });
      expect(records.totals?.games).toBe(0);
    }
    expect(await kiosk.records.highScores('hearts')).toEqual([]);
  });
});
