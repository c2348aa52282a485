// The words, the scene, the turn-taking and the records of a Court game
// between two people, as the table and the records work them out.

import * as v from 'valibot';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { type CourtView, bonusEffect, court } from '../../engine/court';
import { FULL_DECK } from '../../engine/cards';
import { FONTS, measure } from '../../renderer/font';
import { openRecords } from '../../store/records';
import { PANEL_TEXT_WIDTH, STATUS_TEXT_WIDTH, cueFits, panelName } from './court-panel';
import { CourtHistorySchema, HEAD_TO_HEAD, NO_HISTORY, NO_LEGENDS, addGame, addLegend } from './court-history';
import { CourtRecords, gameRecord } from './court-records';
import { givingUpText, keptNote, recordCourtGame } from './court-results';
import { courtScene } from './court-scene';
import { bonusSummary, changes, courtStatus, coveredStatus, describeBonus, endOfRound, gameOverText, panelLines, ruleCue, RULE_CUES, turnSummary } from './court-texts';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));
const { choiceGoesOn } = await import('./court-turns');

const PEOPLE = ['ANNE', 'BOB'] as const;
const LONGEST = ['WWWWWWWWWWWW', 'MMMMMMMMMMMM'] as const;

/** A game of seed `seed` played with the first legal move until `until` holds. */
function playUntil(seed: number, until: (s: ReturnType<typeof court.setup>) => boolean) {
  let state = court.setup({ seed });
  while (!until(state)) state = court.apply(state, court.legal(state)[0]!).state;
  return state;
}

describe('the Court between two people: the words', () => {
  it('say whose turn it is by name, to the person at the bottom', () => {
    const view = court.view(court.setup({ seed: 1 }), 0) as CourtView;
    expect(courtStatus(view, false, 'gamepad', PEOPLE)).toBe("ANNE's draw: take the top card of the deck.  A Deck");
    // The card drawn is for the person drawing alone: it is said to them.
    expect(courtStatus(view, true, 'keyboard', PEOPLE)).toMatch(/^You drew the .+\. Keep it, or set it aside\?  Left\/Right Choose  Enter Press$/);
    const bob = { ...court.view(court.setup({ seed: 1 }), 1), seat: 1 } as CourtView;
    expect(courtStatus(bob, false, 'keyboard', PEOPLE)).toBe("ANNE's draw.");
    const play = { ...view, phase: 'play' as const, toAct: 1, seat: 1, table: [{ seat: 0, card: '2C' as const }] };
    expect(courtStatus(play, false, 'pointer', PEOPLE)).toBe("BOB's turn: answer ANNE's card.  Click Play");
    expect(courtStatus({ ...play, table: [] }, false, 'pointer', PEOPLE)).toBe("BOB's lead: play any card.  Click Play");
    expect(courtStatus({ ...play, toAct: 0 }, false, 'pointer', PEOPLE)).toBe("ANNE's turn.");
    expect(courtStatus({ ...play, phase: 'bonus', bonusSeat: 1 }, false, 'pointer', PEOPLE)).toBe("BOB's bonus round: play the numbered cards you want to count.");
    expect(coveredStatus(view, 'ANNE')).toBe("ANNE's draw: covered until ANNE shows the cards.");
    expect(coveredStatus(play, 'BOB')).toBe("BOB's turn: covered until BOB shows the cards.");
  });

  it('tell what a turn and a bonus card did by name, and end a round and the game by name', () => {
    const turn = { type: 'turn' as const, plays: [{ seat: 1, card: '8C' as const }, { seat: 0, card: 'TC' as const }], winner: 0, rule: '4.14', before: [100, 100] as [number, number], after: [100, 82] as [number, number], capture: null, affair: null, cleared: [] };
    expect(turnSummary(turn, PEOPLE)).toBe("ANNE's Ten of Clubs beats BOB's Eight of Clubs: BOB -18.");
    expect(changes([40, 90], [37, 87], PEOPLE)).toBe('ANNE -3, BOB -3');
    expect(bonusSummary({ type: 'bonus', seat: 1, card: '7H', before: [50, 50], after: [50, 57] }, PEOPLE)).toBe("Bonus: BOB's Seven of Hearts: BOB +7.");
    expect(describeBonus([0, -9], 'ANNE')).toBe('-9 to ANNE');
    expect(endOfRound(2, 0, 'ANNE', [30, 60], 'BOB')).toBe('Round 2 is over.\n\nANNE: 30\nBOB: 60\n\nNobody is at zero yet: the next round begins.');
    const won = { scores: [-4, 22], winners: [1], draw: false };
    expect(gameOverText(won, 'ANNE', 3, 9, 'Kept.', PEOPLE)).toBe('BOB wins!\n\nANNE: -4\nBOB: 22\nRounds played: 3\nDealt from seed 9.\n\nKept.');
  });

  it('fit the longest names on the status line; on the cue card the turn in words, and its rule too for names of up to eight letters', () => {
    const width = (text: string) => measure(FONTS.system, text).width;
    const height = (text: string) => measure(FONTS.system, text, { wrap: PANEL_TEXT_WIDTH }).height;
    const view = court.view(court.setup({ seed: 1 }), 0) as CourtView;
    const lines = new Set<string>();
    for (const device of ['keyboard', 'gamepad', 'pointer'] as const) {
      for (const card of FULL_DECK) for (const firstKept of [null, true, false]) lines.add(courtStatus({ ...view, drawn: card, drawing: { seat: 0, firstKept } }, true, device, LONGEST));
      lines.add(courtStatus(view, false, device, LONGEST));
      for (const table of [[], [{ seat: 1, card: '2C' as const }]]) lines.add(courtStatus({ ...view, phase: 'play', toAct: 0, table }, false, device, LONGEST));
      lines.add(courtStatus({ ...view, phase: 'bonus', toAct: 0, bonusSeat: 0 }, false, device, LONGEST));
    }
    for (const phase of ['draw', 'play', 'bonus'] as const) lines.add(coveredStatus({ ...view, phase }, LONGEST[0]));
    expect([...lines].filter((line) => width(line) > STATUS_TEXT_WIDTH)).toEqual([]);
    const rule = Math.max(...Object.keys(RULE_CUES).map((r) => height(ruleCue(r))));
    for (const names of [LONGEST, ['MMMMMMMM', 'WWWWWWWW'] as const]) {
      const figures = height(panelLines([panelName(names[0]), panelName(names[1])], [-100, 100], [100, 100], 3, 13, null).join('\n'));
      let said = 0;
      for (const a of FULL_DECK) {
        for (const b of FULL_DECK) {
          if (a === b) continue;
          for (const rule of ['4.11', '4.13', '4.311', '4.223']) {
            const plays = [{ seat: 1, card: b }, { seat: 0, card: a }] as const;
            const turn = { type: 'turn' as const, plays: [...plays], winner: 1, rule, before: [100, 100] as [number, number], after: [80, 80] as [number, number], capture: rule === '4.223' ? plays[1] : null, affair: null, cleared: [] };
            said = Math.max(said, height(turnSummary(turn, names)));
          }
        }
      }
      // The rule gives way where both do not fit (see cueShown), as in a replay.
      expect(cueFits(figures, said)).toBe(true);
      expect(cueFits(figures, said + rule)).toBe(names !== LONGEST);
    }
  });
});

describe('the Court between two people: the table', () => {
  it('draws the seat of the view at the bottom: BOB\'s hand below, ANNE\'s backs above, each card named for its player', () => {
    const state = playUntil(3, (s) => s.phase === 'play' && s.table.length === 1 && s.table[0]?.seat === 0);
    const view = court.view(state, 1);
    const base = { theirHand: null, drawnFaceUp: null, revealed: false, back: 2, names: ['ANNE', 'BOB'] as [string, string], people: PEOPLE, cue: [], tournament: null, device: 'keyboard' as const, status: null, playable: [] };
    const scene = courtScene({ ...base, view });
    expect(scene.hand).toEqual(state.hands[1]);
    expect(scene.myBacks).toBe(0);
    expect(scene.theirCount).toBe(state.hands[0]?.length);
    expect(scene.theirAside).toBe(state.setAside[0]?.length);
    expect(scene.myAside).toBe(state.setAside[1]?.length);
    expect(scene.theirCard).toBe(state.table[0]?.card);
    expect(scene.myCard).toBeNull();
    expect(scene.labels).toEqual(['BOB', 'ANNE']);
    // The panel keeps seat order.
    expect(scene.names).toEqual(['ANNE', 'BOB']);
    // Face down under the cover: nothing of the hand shows, the words say whose turn it is.
    const covered = courtScene({ ...base, view, faceDown: true, cover: 'Pass to BOB.' });
    expect(covered.hand).toEqual([]);
    expect(covered.myBacks).toBe(state.hands[1]?.length);
    expect(covered.cover).toBe('Pass to BOB.');
    expect(covered.status).toBe("BOB's turn: covered until BOB shows the cards.");
  });

  it('keeps a person\'s cards up while their choice goes on alone: the second card of a pair, another bonus card', () => {
    const state = court.setup({ seed: 2 });
    const first = { view: court.view(state, 0), legal: court.legal(state) };
    expect(choiceGoesOn(first, { type: 'keep' })).toBe(true);
    const after = court.apply(state, { type: 'keep' }).state;
    expect(choiceGoesOn({ view: court.view(after, 0), legal: court.legal(after) }, { type: 'discard' })).toBe(false);
    const bonus = { view: court.view(state, 0), legal: [{ type: 'bonus' as const, card: '7H' as const }, { type: 'bonus' as const, card: '2C' as const }, { type: 'pass' as const }] };
    expect(choiceGoesOn(bonus, { type: 'bonus', card: '7H' })).toBe(true);
    expect(choiceGoesOn({ ...bonus, legal: [bonus.legal[0]!, bonus.legal[2]!] }, { type: 'bonus', card: '7H' })).toBe(false);
    expect(choiceGoesOn(bonus, { type: 'pass' })).toBe(false);
    expect(choiceGoesOn(bonus, { type: 'play', card: '7H' })).toBe(false);
  });
});

describe('the Court between two people: the records', () => {
  it('keep a game between people in its own column of the History, from each side, never in the legends; Histories kept before read with none', () => {
    const old = { novice: NO_HISTORY.novice, intermediate: NO_HISTORY.intermediate, expert: NO_HISTORY.expert };
    expect(v.parse(CourtHistorySchema, old)[HEAD_TO_HEAD]).toEqual(NO_HISTORY[HEAD_TO_HEAD]);
    const state = { ...playUntil(5, (s) => s.phase === 'over'), bonusPoints: [4, 9] as [number, number] };
    const outcome = court.outcome(state);
    const bob = gameRecord(state, HEAD_TO_HEAD, false, 1);
    expect(bob.scores).toEqual([state.scores[1], state.scores[0]]);
    expect(bob.bonusPoints).toBe(9);
    expect(bob.result).toBe(outcome?.draw ? 'draw' : outcome?.winners.includes(1) ? 'win' : 'loss');
    const won = { ...bob, result: 'win' as const, scores: [40, -3] as const };
    expect(addGame(NO_HISTORY, won)[HEAD_TO_HEAD]).toMatchObject({ games: 1, wins: 1, difference: 43 });
    expect(addGame(NO_HISTORY, won).expert.games).toBe(0);
    expect(addLegend(NO_LEGENDS, 'BOB', won, '2026-11-23T10:00:00.000Z')).toBe(NO_LEGENDS);
  });

  it("record each named person's side of a game between people, nothing for a guest or in the Hall of Fame; a game given up is a loss for each", async () => {
    const store = await openRecords({ indexedDB: new IDBFactory() });
    const records = new CourtRecords(store);
    const state = playUntil(5, (s) => s.phase === 'over');
    const people = { names: ['ANNE', 'BOB'], headToHead: true };
    expect(await recordCourtGame(records, people, state, 'expert', false)).toBeNull();
    expect(await recordCourtGame(records, { names: [null, 'BOB'], headToHead: true }, state, 'expert', true)).toBeNull();
    await records.load('ANNE');
    expect(records.history?.[HEAD_TO_HEAD].games).toBe(1);
    expect(records.history?.expert.games).toBe(0);
    await records.load('BOB');
    expect(records.history?.[HEAD_TO_HEAD].games).toBe(2);
    expect(records.history?.[HEAD_TO_HEAD].losses).toBeGreaterThanOrEqual(1);
    expect(await store.highScores('court-expert')).toEqual([]);
    expect(records.legends).toEqual(NO_LEGENDS);
    expect(keptNote(people, state, null)).toBe('Kept in the History of ANNE and BOB as a game between people.');
    expect(keptNote({ names: [null, null], headToHead: true }, state, null)).toBeNull();
    expect(givingUpText({ names: ['ANNE', null], headToHead: true }, 'It')).toBe('It will count as a loss for ANNE.');
    expect(givingUpText({ names: [null, null], headToHead: true }, 'It')).toBe("It ends unfinished (a guest's games are not counted).");
    expect(givingUpText({ names: ['ANNE', null], headToHead: false }, 'It')).toBeNull();
  });
});

// What a bonus card does, said to the player asked, whoever they are.
it('says what a bonus card of seat 1 would do, from its own side', () => {
  const change = bonusEffect('9C', 1);
  expect(describeBonus([change[1], change[0]], 'ANNE')).toBe('-9 to ANNE');
});
