// Affairs of the Court head to head at one cabinet, in Node through the
// whole kiosk (test-kiosk.ts): two people seated in the Players dialog, each
// with their own pad, play a whole game covered between their turns (each
// pad acting for its own seat only, nothing of a hidden hand ever shown);
// the draw under the cover; both people's records afterwards, and the table
// offered again; and a pad pulled out mid-game.

import { describe, expect, it } from 'vitest';
import { checkOver, court, sitDown } from './court-driver';
import { checkHidden, playHeadToHead, pressWith, seatPerson, secretHands, useWith } from './court-people-driver';
import { CourtRecords } from './court-records';
import { court as rules } from '../../engine/court';
import { TestKiosk } from '../shell/test-kiosk';

const coverFor = (name: string, pad: number) => `Pass to ${name}.\n${name}, press A on pad ${pad} to see your cards.`;

/** ANNE and BOB on file, two pads plugged in, ANNE sitting down with pad 1, then File > Players seats ANNE on pad 1 and BOB on pad 2 (`instant`: no animations). */
async function headToHead(seed: number, bob: 'BOB' | 'guest' = 'BOB', instant = true): Promise<TestKiosk> {
  const kiosk = await TestKiosk.open({ seed, instant });
  for (const name of ['ANNE', 'BOB']) await kiosk.records.addProfile(name);
  kiosk.plugPads([0, 1]);
  await sitDown(kiosk, 'gamepad');
  // Guest, ANNE, BOB, New player...
  await kiosk.pad('down', 'confirm');
  // Alone against the computer, as before: the game is dealt at once.
  await kiosk.until(() => court(kiosk).player === 'ANNE' && court(kiosk).phase === 'draw');
  expect(court(kiosk).headToHead).toBe(false);
  await kiosk.menuWith('gamepad', 'File', 'players');
  await kiosk.until(() => court(kiosk).dialog === 'Players');
  // Two seats, no count to choose: ANNE here, the computer at the Difficulty menu's level.
  expect(court(kiosk).controls.map((c) => c.id)).toEqual(['seat-1', 'seat-2', 'ok', 'cancel', 'network']);
  expect(kiosk.control('seat-1').label).toBe('Seat 1: ANNE, keyboard and mouse');
  expect(kiosk.control('seat-2').label).toBe('Seat 2: Computer (novice)');
  await seatPerson(kiosk, 1, 1, 0);
  // ANNE sits at seat 1 already: the list for seat 2 is Guest, BOB, New player...
  await seatPerson(kiosk, 2, bob === 'BOB' ? 1 : 0, 1);
  await kiosk.click('ok');
  await kiosk.until(() => court(kiosk).headToHead && court(kiosk).cover !== null);
  return kiosk;
}

describe('Affairs of the Court head to head at one cabinet', () => {
  it('two people on two pads play a whole game, covered between turns, each pad acting for its own seat; both keep it as a game between people', async () => {
    // A game with a bonus round.
    const kiosk = await headToHead(54);
    const start = court(kiosk);
    expect(start.names).toEqual(['ANNE', 'BOB']);
    expect(start.seating).toEqual([
      { kind: 'person', name: 'ANNE', pad: 0 },
      { kind: 'person', name: 'BOB', pad: 1 },
    ]);
    const covered = [0, 0];
    const seen = new Set<string>();
    const end = await playHeadToHead(kiosk, {
      pads: [0, 1],
      stop: (s) => {
        // Each sits at the bottom, covered, in turn.
        if (s.cover !== null) covered[s.viewer] = (covered[s.viewer] ?? 0) + 1;
        // What a turn did is told by name, as is whose turn it is.
        if (/^(ANNE|BOB)'s .+ (beats|keeps the lead|and) .+: /.test(s.cue)) seen.add('turn named');
        if (s.waiting !== null && s.cover === null && s.dialog === null && s.status.startsWith(`${s.names[s.waiting]}`)) seen.add('status named');
        // The bonus round too is played under the cover: asked only once its player has shown their cards.
        if (s.phase === 'bonus' && s.cover !== null) seen.add('bonus covered');
        if (s.dialog === 'Bonus Round' && s.cover === null && s.waiting !== null && s.viewer === s.waiting) seen.add('bonus round');
        return false;
      },
    });
    expect(covered[0]).toBeGreaterThan(20);
    expect(covered[1]).toBeGreaterThan(20);
    expect([...seen].sort()).toEqual(['bonus covered', 'bonus round', 'status named', 'turn named']);
    checkOver(end);
    expect(end.dialog).toBe('Game Over');

    // Each person's History has the game in its own column, from their own side; nothing against the computer, no legend, no Hall of Fame.
    const records = new CourtRecords(kiosk.records);
    const [a = 0, b = 0] = end.scores;
    for (const [seat, name] of ['ANNE', 'BOB'].entries()) {
      await records.load(name);
      const h2h = records.history?.headToHead;
      const won = end.outcome?.winners.includes(seat) ?? false;
      expect(h2h).toMatchObject({ games: 1, wins: won ? 1 : 0, draws: end.outcome?.draw ? 1 : 0, points: seat === 0 ? a : b, rounds: end.round });
      expect(records.history?.novice.games).toBe(0);
      expect(records.history?.expert.games).toBe(0);
    }
    expect(records.legends).toEqual({ novice: [], intermediate: [], expert: [] });
    for (const level of ['novice', 'intermediate', 'expert']) expect(await kiosk.records.highScores(`court-${level}`)).toEqual([]);

    // A new game offers the Players dialog on their table again.
    await kiosk.padAt(0, 'confirm');
    await kiosk.until(() => court(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-1').label).toBe('Seat 1: ANNE, pad 1');
    expect(kiosk.control('seat-2').label).toBe('Seat 2: BOB, pad 2');
  });

  it('the draw under the cover: only ANNE shows her cards and draws her pair, which turns face down once made; then the table turns to BOB', async () => {
    // At the game's own pace, so the table is seen while the move is shown.
    const kiosk = await headToHead(52, 'BOB', false);
    let s = court(kiosk);
    expect(s.viewer).toBe(0);
    expect(s.waiting).toBe(0);
    expect(s.cover).toBe(coverFor('ANNE', 1));
    expect(s.status).toBe("ANNE's draw: covered until ANNE shows the cards.");
    // Nothing but the cover's button may be pressed.
    expect(s.controls.map((c) => c.id)).toEqual(['show-cards']);
    // BOB's pad and the keyboard leave it up; ANNE's pad lifts it.
    await kiosk.padAt(1, 'confirm');
    await kiosk.press('confirm');
    expect(court(kiosk).cover).toBe(coverFor('ANNE', 1));
    await kiosk.padAt(0, 'confirm');
    await kiosk.until(() => court(kiosk).cover === null);
    s = court(kiosk);
    expect(s.status).toBe("ANNE's draw: take the top card of the deck.  A Deck");
    // BOB's pad does not draw for her.
    await kiosk.padAt(1, 'confirm');
    expect(court(kiosk).revealed).toBe(false);
    await useWith(kiosk, 0, 'deck');
    await kiosk.until(() => court(kiosk).revealed);
    s = court(kiosk);
    expect(s.drawn).not.toBeNull();
    expect(s.status).toMatch(/^You drew the .+\. Keep it, or set it aside\?/);
    const first = s.drawn;
    await useWith(kiosk, 0, 'keep');
    // The second card of her pair is hers too: no cover, her cards still up.
    await kiosk.until(() => court(kiosk).waiting === 0 && court(kiosk).hand.length === 1);
    s = court(kiosk);
    expect(s.cover).toBeNull();
    expect(s.faceDown).toBe(false);
    expect(s.hand).toEqual([first]);
    await useWith(kiosk, 0, 'deck');
    await kiosk.until(() => court(kiosk).revealed);
    expect(court(kiosk).status).toMatch(/^You kept the first card, so the .+ is set aside\./);
    await useWith(kiosk, 0, 'discard');
    // Her move made, her cards lie face down at once, while it is still shown; then the table turns to BOB, covered.
    expect(court(kiosk).waiting).toBeNull();
    expect(court(kiosk).faceDown).toBe(true);
    expect(court(kiosk).hand).toEqual([]);
    await kiosk.until(() => court(kiosk).waiting === 1);
    s = court(kiosk);
    expect(s.viewer).toBe(1);
    expect(s.cover).toBe(coverFor('BOB', 2));
    expect(s.hand).toEqual([]);
    checkHidden(s, secretHands(kiosk));
    // ANNE's pad cannot lift BOB's cover; his can, and he sees only his own (empty) hand and his draw.
    await kiosk.padAt(0, 'confirm');
    expect(court(kiosk).cover).toBe(coverFor('BOB', 2));
    await kiosk.padAt(1, 'confirm');
    await kiosk.until(() => court(kiosk).cover === null);
    expect(court(kiosk).status).toBe("BOB's draw: take the top card of the deck.  A Deck");
    expect(court(kiosk).hand).toEqual([]);
  });

  it('a card played turns face down at once, and the turn settles with both hands face down, the cards named for their players', async () => {
    // ANNE's game between the two kept as she is to lead, carried on at a kiosk that animates.
    let state = rules.setup({ seed: 21 });
    while (!(state.phase === 'play' && state.table.length === 0 && rules.toAct(state) === 0)) state = rules.apply(state, rules.legal(state)[0]!).state;
    const before = await TestKiosk.open({ seed: 3 });
    for (const name of ['ANNE', 'BOB']) await before.records.addProfile(name);
    const seating = { seats: [{ kind: 'person' as const, name: 'ANNE', pad: 0 }, { kind: 'person' as const, name: 'BOB', pad: 1 }] };
    await new CourtRecords(before.records).kept.keep({ state, player: 'ANNE', level: 'novice', moves: 0, seed: 21, tournament: null, seating }, 'ANNE');
    const kiosk = await TestKiosk.open({ seed: 3, instant: false, records: before.records });
    kiosk.plugPads([0, 1]);
    await sitDown(kiosk, 'gamepad');
    await kiosk.pad('down', 'confirm');
    await kiosk.until(() => court(kiosk).dialog === 'Unfinished Game');
    await kiosk.pad('confirm');
    await kiosk.until(() => court(kiosk).cover === coverFor('ANNE', 1));
    await kiosk.padAt(0, 'confirm');
    await kiosk.until(() => court(kiosk).legal.length > 0);
    const lead = court(kiosk).legal[0];
    if (lead?.type !== 'play') throw new Error('ANNE is to lead');
    await useWith(kiosk, 0, `card-${lead.card}`);
    expect(court(kiosk).waiting).toBeNull();
    expect(court(kiosk).faceDown).toBe(true);
    expect(court(kiosk).hand).toEqual([]);
    // BOB comes to the bottom, covered, ANNE's card at the top under her name.
    await kiosk.until(() => court(kiosk).cover === coverFor('BOB', 2));
    expect(court(kiosk).tableLabels).toEqual(['', 'ANNE']);
    await kiosk.padAt(1, 'confirm');
    await kiosk.until(() => court(kiosk).legal.length > 0);
    const answer = court(kiosk).legal[0];
    if (answer?.type !== 'play') throw new Error('BOB is to answer');
    await useWith(kiosk, 1, `card-${answer.card}`);
    // The turn is held up to be read: both cards named, both hands face down.
    await kiosk.until(() => court(kiosk).cue !== '');
    const settling = court(kiosk);
    expect(settling.tableLabels).toEqual(['BOB', 'ANNE']);
    expect(settling.faceDown).toBe(true);
    expect(settling.hand).toEqual([]);
    expect(settling.cue).toMatch(/^(ANNE|BOB)'s .+: /);
    // Then whoever won the turn leads the next, covered again.
    await kiosk.until(() => court(kiosk).cover !== null, 3000);
    checkHidden(court(kiosk), secretHands(kiosk));
  });

  it('a pad pulled out mid-game: the cover says so and the keyboard plays for that seat until the pad is back', async () => {
    const kiosk = await headToHead(53);
    await playHeadToHead(kiosk, { pads: [0, 1], stop: (s) => s.cover !== null && s.waiting === 1 && s.phase === 'play' });
    kiosk.plugPads([0]);
    await kiosk.until(() => court(kiosk).cover === 'Pass to BOB.\nPad 2 is unplugged: press Enter or A on any free pad, or click below.');
    // ANNE's pad still plays her own seat only; the keyboard lifts BOB's cover and plays his move.
    await kiosk.padAt(0, 'confirm');
    expect(court(kiosk).cover).not.toBeNull();
    await kiosk.press('confirm');
    await kiosk.until(() => court(kiosk).cover === null);
    const played = await playHeadToHead(kiosk, { pads: [0, null], stop: (s) => s.cover !== null && s.waiting === 1 });
    expect(played.cover).toContain('Pad 2 is unplugged');
    // Plugged back in, BOB's pad is his again, and the keyboard no longer plays for him.
    kiosk.plugPads([0, 1]);
    await kiosk.until(() => court(kiosk).cover === coverFor('BOB', 2));
    await pressWith(kiosk, null, 'confirm');
    expect(court(kiosk).cover).toBe(coverFor('BOB', 2));
    await kiosk.padAt(1, 'confirm');
    await kiosk.until(() => court(kiosk).cover === null);
  });

  it('a game given up counts as lost for the named person only (a guest keeps nothing); a game between people is carried on after a reload as it was seated', async () => {
    const kiosk = await headToHead(56, 'guest');
    expect(court(kiosk).names).toEqual(['ANNE', 'Player 2']);
    // A pair drawn each, then a new game: the Players dialog comes again, on the table as it was.
    await playHeadToHead(kiosk, { pads: [0, 1], stop: (s) => s.cover !== null && s.waiting === 0 && (secretHands(kiosk)[1]?.length ?? 0) > 0 });
    await kiosk.menuWith('gamepad', 'File', 'new');
    await kiosk.until(() => court(kiosk).dialog === 'Affairs of the Court');
    await kiosk.key('y');
    await kiosk.until(() => court(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-1').label).toBe('Seat 1: ANNE, pad 1');
    expect(kiosk.control('seat-2').label).toBe('Seat 2: Guest, pad 2');
    await kiosk.click('ok');
    await kiosk.until(() => court(kiosk).dialog === null && court(kiosk).cover !== null && court(kiosk).hand.length === 0);
    const records = new CourtRecords(kiosk.records);
    await kiosk.until(async () => {
      await records.load('ANNE');
      return records.history?.headToHead.losses === 1;
    });
    expect(records.history?.headToHead.games).toBe(1);
    expect(records.history?.novice.games).toBe(0);
    await records.load('BOB');
    expect(records.history?.headToHead.games).toBe(0);

    // ANNE draws a pair of the new game; then the page is reloaded.
    await playHeadToHead(kiosk, { pads: [0, 1], stop: (s) => s.cover !== null && s.waiting === 1 });
    const after = new TestKiosk(kiosk.records, { seed: 55 });
    after.plugPads([0, 1]);
    await sitDown(after, 'gamepad');
    await after.pad('down', 'confirm');
    await after.until(() => court(after).dialog === 'Unfinished Game');
    await after.pad('confirm');
    await after.until(() => court(after).cover !== null);
    const resumed = court(after);
    expect(resumed.headToHead).toBe(true);
    expect(resumed.names).toEqual(['ANNE', 'Player 2']);
    expect(resumed.waiting).toBe(1);
    expect(resumed.cover).toBe(coverFor('Player 2', 2));
    expect(resumed.settings.seating?.seats).toEqual([
      { kind: 'person', name: 'ANNE', pad: 0 },
      { kind: 'person', name: null, pad: 1 },
    ]);
    await after.padAt(1, 'confirm');
    await after.until(() => court(after).cover === null);
    checkHidden(court(after), secretHands(after));
  });

  it('the Players dialog cancelled as a game starts deals their table as it was; cancelled under way, the game goes on', async () => {
    const kiosk = await headToHead(57);
    // ANNE draws her pair: the game is under way.
    await playHeadToHead(kiosk, { pads: [0, 1], stop: (s) => s.cover !== null && s.waiting === 1 });
    const hand = secretHands(kiosk)[0];
    await kiosk.menuWith('gamepad', 'File', 'new');
    await kiosk.until(() => court(kiosk).dialog === 'Affairs of the Court');
    await kiosk.key('y');
    await kiosk.until(() => court(kiosk).dialog === 'Players');
    await kiosk.click('cancel');
    await kiosk.until(() => court(kiosk).dialog === null);
    expect(secretHands(kiosk)[0]).toEqual(hand);
    expect(court(kiosk).waiting).toBe(1);
    // ANNE leaves the table, and sits down again: their table is offered, and Cancel deals it as it was.
    await kiosk.menuWith('gamepad', 'File', 'exit');
    await kiosk.until(() => court(kiosk).dialog === 'Affairs of the Court');
    await kiosk.key('y');
    await kiosk.untilScreen('select');
    await sitDown(kiosk, 'gamepad');
    await kiosk.pad('down', 'confirm');
    await kiosk.until(() => court(kiosk).dialog === 'Players');
    await kiosk.click('cancel');
    await kiosk.until(() => court(kiosk).dialog === null && court(kiosk).headToHead && court(kiosk).cover !== null);
    expect(court(kiosk).names).toEqual(['ANNE', 'BOB']);
  });

  it("File > History at a table of two named people shows each one's History in turn, then the table's player's records stay loaded", async () => {
    const kiosk = await headToHead(58);
    const anne = court(kiosk).history;
    await kiosk.menuWith('keyboard', 'File', 'history');
    await kiosk.until(() => court(kiosk).dialog === 'History of ANNE');
    await kiosk.answer('keyboard');
    await kiosk.until(() => court(kiosk).dialog === 'History of BOB');
    await kiosk.answer('keyboard');
    await kiosk.until(() => court(kiosk).dialog === null);
    expect(court(kiosk).player).toBe('ANNE');
    expect(court(kiosk).history).toEqual(anne);
  });
});
