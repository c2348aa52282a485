// Chinese Patience head to head at one cabinet, through the whole kiosk in
// Node: the choice of players on the menu's pages (kept, and offered again),
// a whole game between two people on two pads with the table handed over
// between their turns (each pad acts only for its own seat, and nothing a seat
// may not see is shown while the table waits), both people's records after
// it, a pad pulled out mid-game, and a head-to-head game kept and carried on.

import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/cards';
import { type PatienceState, patience as rules } from '../../engine/patience';
import { TestKiosk } from '../shell/test-kiosk';
import { cardIndex } from './card-index';
import { gamepadAt, patience, plainChoice, sitDown, typeName } from './patience-driver';
import { PatienceRecords } from './patience-records';
import type { PatienceSnapshot } from './patience-snapshot';
import { NO_PATIENCE_STATS, PatienceStatsSchema } from './patience-stats';

/** On the list of players, the line of `name` (a name the kiosk knows) picked by its key. */
async function pickKnown(kiosk: TestKiosk, name: string): Promise<void> {
  await kiosk.type('3');
  await kiosk.until(() => patience(kiosk).mode === 'players');
  const line = patience(kiosk).rows.find((r) => r.trim().endsWith(` ${name}`));
  if (!line) throw new Error(`${name} is not on the list`);
  await kiosk.type(line.trim()[0] ?? '');
}

/** From the menu: 7 OPPONENT, then 2 for the list, N, and `name` typed: back on the seating page with them. */
async function chooseSecond(kiosk: TestKiosk, name: string): Promise<void> {
  await kiosk.type('7');
  await kiosk.until(() => patience(kiosk).mode === 'seating');
  await kiosk.type('2');
  await kiosk.until(() => patience(kiosk).mode === 'players');
  await kiosk.type('N');
  await kiosk.until(() => patience(kiosk).mode === 'name');
  await kiosk.type(name);
  await kiosk.press('confirm');
  await kiosk.until(() => patience(kiosk).mode === 'seating' && patience(kiosk).rows.some((r) => r.includes(` ${name}`)));
}

/** IDA seated at the menu, BOB chosen as her opponent, each on a pad of their own (slots 0 and 1), and the game begun: the table waits for IDA. */
async function idaAgainstBob(seed: number): Promise<TestKiosk> {
  const kiosk = await TestKiosk.open({ seed });
  kiosk.plugPads([0, 1]);
  await sitDown(kiosk);
  await typeName(kiosk, 'IDA');
  await kiosk.until(() => patience(kiosk).mode === 'menu' && patience(kiosk).player === 'IDA');
  await chooseSecond(kiosk, 'BOB');
  await kiosk.type('1');
  await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).cover !== null);
  return kiosk;
}

/** Frames go by until the table waits for someone: under the cover, a person's move, or the end. */
async function waitForPerson(kiosk: TestKiosk): Promise<PatienceSnapshot> {
  await kiosk.until(() => {
    const s = patience(kiosk);
    return s.mode === 'play' && (s.outcome !== null || s.cover !== null || (!s.busy && s.legal.length > 0));
  }, 6000);
  return patience(kiosk);
}

const SUITS: Record<string, string> = { '\u2663': 'C', '\u2666': 'D', '\u2665': 'H', '\u2660': 'S' };

/** Every card printed on the screen's rows. */
function shownCards(rows: readonly string[]): Card[] {
  return [...rows.join('\n').matchAll(/([2-9AJQK\u2469])([\u2663\u2666\u2665\u2660])/gu)].map(([, rank = '', suit = '']) => `${rank === '\u2469' ? 'T' : rank}${SUITS[suit] ?? '?'}` as Card);
}

/** The game kept for `owner`, once it is the one on the table. */
async function keptAsShown(kiosk: TestKiosk, owner: string, s: PatienceSnapshot): Promise<PatienceState> {
  const records = new PatienceRecords(kiosk.records);
  let state: PatienceState | null = null;
  await kiosk.until(async () => {
    state = (await records.kept.of(owner))?.state ?? null;
    return state !== null && state.toAct === s.viewer && JSON.stringify(rules.view(state, s.viewer).piles) === JSON.stringify(s.view?.piles);
  });
  if (state === null) throw new Error('No game kept');
  return state;
}

/** While the table waits for a person: nothing on the screen that the other seat may not see (the engine hides both decks from both). */
async function checkNothingHidden(kiosk: TestKiosk, s: PatienceSnapshot): Promise<void> {
  const state = await keptAsShown(kiosk, 'IDA', s);
  const other = rules.view(state, 1 - s.viewer);
  const mayShow = new Set(other.piles.flat());
  const shown = shownCards(s.rows);
  expect(shown.length).toBeGreaterThan(0);
  for (const card of shown) expect(mayShow.has(card), `${cardIndex(card)} is not in the other seat's view`).toBe(true);
  for (const card of state.stock.flat()) expect(shown).not.toContain(card);
  expect(s.legal).toEqual([]);
}

/** The parts of the table an action changes. */
const tableKey = (s: PatienceSnapshot) => JSON.stringify([s.view?.piles, s.view?.stock, s.view?.turn, s.toAct, s.outcome]);

describe('Chinese Patience head to head: who plays', () => {
  it('is chosen on the menu pages, kept, and offered again when the next game starts', async () => {
    const kiosk = await TestKiosk.open({ seed: 3 });
    kiosk.plugPads([0, 1]);
    await sitDown(kiosk);
    await typeName(kiosk, 'IDA');
    await kiosk.until(() => patience(kiosk).mode === 'menu' && patience(kiosk).player === 'IDA');
    // Between games the menu says who plays against the person seated.
    expect(patience(kiosk).rows.join('\n')).toMatch(/7 OPPONENT +THE COMPUTER/);
    await kiosk.type('7');
    await kiosk.until(() => patience(kiosk).mode === 'seating');
    expect(patience(kiosk).status).toContain('WHO PLAYS?');
    // The opponent's list: the computer first, then a guest, the names known, a new one. IDA herself is not among them.
    await kiosk.type('2');
    await kiosk.until(() => patience(kiosk).mode === 'players');
    const list = patience(kiosk).rows.join('\n');
    expect(list).toContain('WHO PLAYS AGAINST IDA?');
    expect(list).toContain('C THE COMPUTER');
    expect(list).not.toMatch(/\d IDA/);
    // The name IDA is refused for her opponent.
    await kiosk.type('N');
    await kiosk.until(() => patience(kiosk).mode === 'name');
    await kiosk.type('IDA');
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).rows.join('\n').includes('IDA IS PLAYING ALREADY'));
    await kiosk.press('erase', 'erase', 'erase');
    await kiosk.type('BOB');
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).mode === 'seating');
    // Two pads plugged in: each person on their own.
    let page = patience(kiosk).rows.join('\n');
    expect(page).toMatch(/2 OPPONENT +BOB/);
    expect(page).toMatch(/3 IDA +PAD 1/);
    expect(page).toMatch(/4 BOB +PAD 2/);
    // 3 steps IDA's device on: the pad BOB holds is skipped, back round to the keyboard.
    await kiosk.type('3');
    expect(patience(kiosk).rows.join('\n')).toMatch(/3 IDA +KEYBOARD/);
    await kiosk.type('3');
    expect(patience(kiosk).rows.join('\n')).toMatch(/3 IDA +PAD 1/);
    // Back: the choice is kept all the same, and the menu names BOB.
    await kiosk.press('back');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    expect(patience(kiosk).rows.join('\n')).toMatch(/7 OPPONENT +BOB/);
    expect(patience(kiosk).settings).toMatchObject({ players: { firstPad: 0, second: { name: 'BOB', pad: 1 } } });

    // The next visit: 1 PLAY offers the last choice again, PLAY lit, before the game.
    const next = await TestKiosk.open({ seed: 3, records: kiosk.records });
    next.plugPads([0, 1]);
    await sitDown(next);
    await typeName(next, 'IDA');
    await next.until(() => patience(next).mode === 'menu' && patience(next).player === 'IDA');
    expect(patience(next).rows.join('\n')).toMatch(/7 OPPONENT +BOB/);
    await next.type('1');
    await next.until(() => patience(next).mode === 'seating');
    page = patience(next).rows.join('\n');
    expect(page).toMatch(/2 OPPONENT +BOB/);
    expect(page).toMatch(/4 BOB +PAD 2/);
    // Back to the computer: C on the list, and the devices' lines go.
    await next.type('2');
    await next.until(() => patience(next).mode === 'players');
    await next.type('C');
    await next.until(() => patience(next).mode === 'seating');
    expect(patience(next).rows.join('\n')).toMatch(/2 OPPONENT +THE COMPUTER/);
    expect(patience(next).rows.join('\n')).not.toContain('4 BOB');
    await next.type('1');
    // Against the computer the table is as it always was: no cover, YOUR TURN, the level beside the piles.
    await next.until(() => patience(next).mode === 'play' && patience(next).legal.length > 0);
    expect(patience(next).cover).toBeNull();
    expect(patience(next).status).toContain('YOUR TURN');
    expect(patience(next).names).toBeNull();
    expect(patience(next).settings.players).toEqual({ firstPad: null, second: null });
  });
});

describe('Chinese Patience head to head: a whole game on two pads', () => {
  it('hands the table over between turns, each pad playing its own seat, and records the game for both as head to head', async () => {
    const kiosk = await idaAgainstBob(11);
    const slot = (seat: number) => seat;
    const name = (seat: number) => (seat === 0 ? 'IDA' : 'BOB');
    let turns = 0;
    let lastTurn = -1;
    for (let n = 0; n < 4000; n++) {
      const s = await waitForPerson(kiosk);
      if (s.outcome !== null) break;
      const seat = s.toAct ?? -1;
      // The table is drawn for the person to act: their view, their name on the status line.
      expect(s.viewer).toBe(seat);
      expect(s.view?.seat).toBe(seat);
      if (s.cover !== null) {
        expect(s.status).toContain(`PASS TO ${name(seat)}`);
        expect(s.cover.join(' ')).toContain(`${name(seat)}, PRESS A ON PAD ${slot(seat) + 1}`);
        expect(s.menuLine).toBe('A SHOW MY CARDS START MENU');
        if (turns < 6 || turns % 10 === 0) await checkNothingHidden(kiosk, s);
        // Neither the other's pad nor the keyboard takes the table: only the pad of the person named.
        await kiosk.padAt(slot(1 - seat), 'confirm');
        await kiosk.press('confirm');
        expect(patience(kiosk).cover).not.toBeNull();
        await kiosk.padAt(slot(seat), 'confirm');
        await kiosk.until(() => patience(kiosk).cover === null);
        turns++;
        continue;
      }
      expect(s.status).toContain(`${name(seat)}'S TURN`);
      expect(s.rows[17]).toContain('YOU HOLD');
      expect(s.rows[17]).toContain(`${name(1 - seat)} HOLDS`);
      if (s.view?.turn !== lastTurn) {
        // At the start of each turn the other's pad and the keyboard try to play for this seat: nothing happens.
        lastTurn = s.view?.turn ?? -1;
        const before = tableKey(s);
        await kiosk.padAt(slot(1 - seat), 'x');
        await kiosk.padAt(slot(1 - seat), 'y');
        await kiosk.type('T');
        expect(tableKey(patience(kiosk))).toBe(before);
      }
      const action = plainChoice(s.legal);
      const before = tableKey(s);
      await gamepadAt(slot(seat)).act(kiosk, action, s);
      await kiosk.until(() => tableKey(patience(kiosk)) !== before);
    }
    const end = patience(kiosk);
    expect(end.outcome).not.toBeNull();
    expect(turns).toBeGreaterThan(4);
    // The end names the winner; no cover once it is over.
    expect(end.cover).toBeNull();
    const winner = end.outcome?.winners[0];
    const said = end.rows.slice(20, 22).join(' ');
    if (winner === undefined) expect(said).toContain('DRAW');
    else expect(said).toContain(`${name(winner)} WINS`);

    // Both people's records: one game head to head each, apart from their games against the computer; no Hall of Fame entry.
    const figures = (who: string) => kiosk.records.stats('patience', who, PatienceStatsSchema, NO_PATIENCE_STATS);
    await kiosk.until(async () => (await figures('BOB')).people !== undefined && (await figures('IDA')).people !== undefined);
    for (const seat of [0, 1]) {
      const stats = await figures(name(seat));
      expect(stats).toMatchObject({ won: 0, lost: 0, drawn: 0 });
      const result = winner === undefined ? 'drawn' : winner === seat ? 'won' : 'lost';
      expect(stats.people).toMatchObject({ [result]: 1 });
      expect((stats.people?.won ?? 0) + (stats.people?.lost ?? 0) + (stats.people?.drawn ?? 0)).toBe(1);
    }
    expect(await kiosk.records.highScores('patience')).toEqual([]);
    // IDA's figures on the menu are still those against the computer.
    expect(end.stats).toMatchObject({ won: 0, lost: 0 });

    // Played back, both people are named: nobody is at the table to be YOU.
    await kiosk.padAt(0, 'y');
    await kiosk.until(() => patience(kiosk).replay !== null);
    for (let step = 0; step < 3; step++) await kiosk.padAt(0, 'confirm');
    await kiosk.until(() => (patience(kiosk).replay?.position ?? 0) >= 3);
    const replayed = patience(kiosk);
    expect(replayed.rows[17]).toMatch(/^IDA HOLDS \d+ +BOB HOLDS \d+$/);
    expect(replayed.rows.slice(20, 22).join(' ')).toMatch(/ IDA (TWISTS|MOVES) /);
    expect(replayed.prompt).toMatch(/ (IDA|BOB)'S MOVE: /);
    await kiosk.padAt(0, 'back');
    await kiosk.until(() => patience(kiosk).replay === null);
    expect(patience(kiosk).rows.slice(20, 22).join(' ')).toBe(said);

    // S plays again with the same two: the table handed to IDA first.
    await kiosk.padAt(0, 'confirm');
    await kiosk.until(() => patience(kiosk).outcome === null && patience(kiosk).cover !== null);
    expect(patience(kiosk).status).toContain('PASS TO IDA');
  });
});

describe('Chinese Patience head to head: a pad pulled out', () => {
  it('is told, the shared devices play for that seat until it is back, and the cover says so', async () => {
    const kiosk = await idaAgainstBob(4);
    // IDA twists and ends her turn on her pad.
    await kiosk.padAt(0, 'confirm');
    await kiosk.until(() => patience(kiosk).cover === null);
    await kiosk.padAt(0, 'x');
    await kiosk.until(() => patience(kiosk).view?.started === true);
    await kiosk.padAt(0, 'y');
    await kiosk.until(() => patience(kiosk).cover !== null && patience(kiosk).toAct === 1);
    // BOB takes the table on his pad, then it is pulled out.
    await kiosk.padAt(1, 'confirm');
    await kiosk.until(() => patience(kiosk).cover === null);
    kiosk.plugPads([0]);
    await kiosk.tick();
    expect(patience(kiosk).message?.text).toBe('PAD 2 IS OUT: THE KEYS OR A FREE PAD PLAY FOR BOB');
    expect(patience(kiosk).rows.slice(20, 22).join(' ')).toContain('PAD 2 IS OUT');
    // The keyboard plays for BOB now; IDA's pad is still hers alone.
    const before = tableKey(patience(kiosk));
    await kiosk.padAt(0, 'x');
    expect(tableKey(patience(kiosk))).toBe(before);
    await kiosk.type('T');
    await kiosk.until(() => patience(kiosk).view?.started === true && patience(kiosk).toAct === 1);
    await kiosk.type('Z');
    await kiosk.until(() => patience(kiosk).toAct === 0 && patience(kiosk).cover !== null);
    await kiosk.padAt(0, 'confirm');
    await kiosk.until(() => patience(kiosk).cover === null);
    await kiosk.padAt(0, 'y');
    // The cover for BOB says his pad is out, and the shared devices take the table for him.
    await kiosk.until(() => patience(kiosk).cover !== null && patience(kiosk).toAct === 1);
    expect(patience(kiosk).cover?.join(' ')).toContain('PAD 2 IS UNPLUGGED');
    // Shared, the menu line names the keys of the device used last: IDA's pad.
    expect(patience(kiosk).menuLine).toBe('A SHOW MY CARDS START MENU');
    await kiosk.padAt(0, 'confirm');
    expect(patience(kiosk).cover).not.toBeNull();
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).cover === null);
    // Plugged back: his pad plays for him again, and the keyboard no longer does.
    kiosk.plugPads([0, 1]);
    await kiosk.tick();
    const now = tableKey(patience(kiosk));
    await kiosk.type('Z');
    expect(tableKey(patience(kiosk))).toBe(now);
    await kiosk.padAt(1, 'y');
    await kiosk.until(() => patience(kiosk).toAct === 0);
  });

  it('a head-to-head game kept is carried on with the same two, and refused it counts as lost for both', async () => {
    const kiosk = await idaAgainstBob(4);
    await kiosk.padAt(0, 'confirm');
    await kiosk.until(() => patience(kiosk).cover === null);
    await kiosk.padAt(0, 'x');
    await kiosk.until(() => patience(kiosk).view?.started === true);
    const piles = patience(kiosk).view?.piles;
    // The next page: IDA names herself and carries her game on, BOB still her opponent.
    const next = await TestKiosk.open({ seed: 4, records: kiosk.records });
    next.plugPads([0, 1]);
    await sitDown(next);
    await pickKnown(next, 'IDA');
    await next.until(() => patience(next).mode === 'ask');
    await next.type('Y');
    await next.until(() => patience(next).mode === 'play' && patience(next).cover !== null);
    expect(patience(next).names).toEqual(['IDA', 'BOB']);
    expect(patience(next).status).toContain('PASS TO IDA');
    await next.padAt(0, 'confirm');
    await next.until(() => patience(next).cover === null);
    expect(patience(next).view?.piles).toEqual(piles);

    // Once more, refused: a loss for each of them, head to head.
    const third = await TestKiosk.open({ seed: 4, records: next.records });
    await sitDown(third);
    await pickKnown(third, 'IDA');
    await third.until(() => patience(third).mode === 'ask');
    await third.type('N');
    const figures = (who: string) => third.records.stats('patience', who, PatienceStatsSchema, NO_PATIENCE_STATS);
    await third.until(async () => (await figures('BOB')).people?.lost === 1);
    expect((await figures('IDA')).people).toMatchObject({ lost: 1, won: 0 });
    expect(await figures('IDA')).toMatchObject({ won: 0, lost: 0 });
  });
});

it('reads the cards off the rows as the screen prints them', () => {
  expect(shownCards([` ${cardIndex('TD')} ${cardIndex('7S')}`, 'PAD 2 IS OUT'])).toEqual(['TD', '7S']);
});
