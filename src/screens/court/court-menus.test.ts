import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { court } from '../../engine/court';
import { CourtSettingsSchema, type InForce, STANDARD_SETTINGS, courtMenus, pendingNote, pickSetting } from './court-menus';
import { bonusEffect } from '../../engine/court';
import { RULE_CUES, changes, courtStatus, describeBonus, endOfRound, gameOverText, panelLines, ruleCue, turnSummary } from './court-texts';
import { fameLine } from '../shell/fame';
import { FULL_DECK } from '../../engine/cards';
import { FONTS, measure } from '../../renderer/font';
import { PANEL_TEXT_WIDTH, REPLAY_PANEL_TOP, STATUS_TEXT_WIDTH, cueFits, cueShown, panelName } from './court-panel';
import { SavedCourtSchema } from './saved-court';

const checked = (settings = STANDARD_SETTINGS, tournament = false, inForce: InForce | null = null) =>
  courtMenus(settings, tournament, inForce)
    .flatMap((m) => m.items)
    .flatMap((i) => ('id' in i && i.checked ? [i.id] : []));

describe('the Court menus', () => {
  it('start with Rule Cue Cards and Must Follow Suit ticked, against the novice', () => {
    expect(checked().sort()).toEqual(['level:novice', 'mustFollowSuit', 'ruleCues']);
  });

  it('tick and untick the options and pick one level', () => {
    const quick = pickSetting(STANDARD_SETTINGS, 'quickPlay');
    expect(quick?.quickPlay).toBe(true);
    expect(pickSetting(quick ?? STANDARD_SETTINGS, 'quickPlay')?.quickPlay).toBe(false);
    expect(pickSetting(STANDARD_SETTINGS, 'level:expert')?.level).toBe('expert');
    expect(pickSetting(STANDARD_SETTINGS, 'level:wizard')).toBeNull();
    expect(pickSetting(STANDARD_SETTINGS, 'history')).toBeNull();
    expect(v.is(CourtSettingsSchema, quick)).toBe(true);
  });

  it('tick what the game under way was dealt with, and name a change that waits for the next game', () => {
    const off = { ...STANDARD_SETTINGS, mustFollowSuit: false, level: 'expert' as const };
    const now: InForce = { mustFollowSuit: true, level: 'novice' };
    expect(checked(off, false, now).sort()).toEqual(['level:novice', 'mustFollowSuit', 'ruleCues']);
    const labels = courtMenus(off, false, now).flatMap((m) => m.items).flatMap((i) => ('id' in i ? [[i.id, i.label]] : []));
    expect(Object.fromEntries(labels)).toMatchObject({ mustFollowSuit: '&Must Follow Suit (off next game)', 'level:expert': '&Expert Player (next game)', 'level:novice': '&Novice Player' });
    expect(pendingNote('mustFollowSuit', off, now)).toBe(
      'Must Follow Suit will be off from the next game. This game goes on with it on.\n\nGames played without it are not kept in the History, the legendary games or the Hall of Fame.',
    );
    expect(pendingNote('level:expert', off, now)).toMatch(/expert player will take over from the next game.*novice level/);
    // Between games nothing waits, but a game without the rule is still not counted; undone mid-game, nothing to say.
    expect(pendingNote('mustFollowSuit', off, null)).toBe('Games played without it are not kept in the History, the legendary games or the Hall of Fame.');
    expect(pendingNote('level:expert', off, null)).toBeNull();
    expect(pendingNote('mustFollowSuit', STANDARD_SETTINGS, now)).toBeNull();
    expect(checked(off).sort()).toEqual(['level:expert', 'ruleCues']);
  });

  it('lock the level, the rules and network play while a tournament runs', () => {
    const items = courtMenus(STANDARD_SETTINGS, true).flatMap((m) => m.items).filter((i) => 'id' in i);
    const disabled = items.flatMap((i) => ('id' in i && i.disabled ? [i.id] : []));
    expect(disabled.sort()).toEqual(['level:expert', 'level:intermediate', 'level:novice', 'mustFollowSuit', 'network', 'new', 'tournament']);
  });
});

describe('the Court words', () => {
  it('have a cue card for every rule a turn can end under', () => {
    for (const rule of ['4.11', '4.13', '4.14', '4.21', '4.221', '4.222', '4.223', '4.2241', '4.2242', '4.2243', '4.311', '4.321', '4.322', '4.323', '4.3241', '4.3242', '4.3243']) {
      expect(RULE_CUES[rule], rule).toBeTruthy();
    }
    expect(ruleCue('4.321')).toMatch(/^Rule 4\.321: An Affair of the Court/);
  });

  it('tell the drawer what to do', () => {
    const s = court.setup({ seed: 1 });
    const view = court.view(s, 0) as Parameters<typeof courtStatus>[0];
    expect(courtStatus(view, false)).toBe('Your draw: take the top card of the deck.  Enter Deck');
    expect(courtStatus(view, true)).toMatch(/^You drew the .+\. Keep it, or set it aside\?  Left\/Right Choose  Enter Press$/);
    const after = court.apply(s, { type: 'keep' }).state;
    expect(courtStatus(court.view(after, 0) as typeof view, true)).toMatch(/^You kept the first card, so the .+ is set aside\.  Enter Discard$/);
  });

  it("name the gamepad's buttons to a pad player, and the click to a mouse player", () => {
    const s = court.setup({ seed: 1 });
    const view = court.view(s, 0) as Parameters<typeof courtStatus>[0];
    expect(courtStatus(view, false, 'gamepad')).toBe('Your draw: take the top card of the deck.  A Deck');
    expect(courtStatus(view, true, 'gamepad')).toMatch(/Left\/Right Choose {2}A Press$/);
    expect(courtStatus(view, false, 'pointer')).toBe('Your draw: take the top card of the deck.  Click Deck');
    const play = { ...view, phase: 'play' as const, toAct: 0, table: [] };
    expect(courtStatus(play, false, 'gamepad')).toBe('Your lead: play any card.  Left/Right Card  A Play');
    // While a settled turn or a finished round is shown nobody is to act, and the line says nothing of the kind.
    expect(courtStatus({ ...play, toAct: null }, false)).toBe('');
    expect(courtStatus({ ...play, phase: 'bonus', toAct: null, bonusSeat: null }, false)).toBe('');
  });

  it('say what a turn did, in words: whose card beat whose, and what it did to each total', () => {
    const turn = { type: 'turn' as const, plays: [{ seat: 1, card: '8C' as const }, { seat: 0, card: 'TC' as const }], winner: 0, rule: '4.14', before: [100, 100] as [number, number], after: [100, 82] as [number, number], capture: null, affair: null, cleared: [] };
    expect(turnSummary(turn)).toBe("Your Ten of Clubs beats the computer's Eight of Clubs: computer -18.");
    expect(turnSummary({ ...turn, plays: [{ seat: 0, card: '5H' }, { seat: 1, card: 'KH' }], winner: 1, rule: '4.223', after: [100, 100], capture: { seat: 1, card: '5H' } })).toBe(
      "The computer's King of Hearts beats your Five of Hearts and takes it: no points change.",
    );
    expect(changes([40, 90], [90, 40])).toBe('the totals change places');
    expect(changes([40, 90], [37, 87])).toBe('you -3, computer -3');
  });

  it('label every figure of the score panel, and say where a tournament is', () => {
    const normal = panelLines(['ANN', 'Computer'], [78, 100], [6, 0], 2, 5, null);
    expect(normal).toEqual(['Points', '  ANN: 78', '  Computer: 100', 'Bonus points played', '  ANN: 6', '  Computer: 0', 'Round 2, turn 5']);
    const tournament = panelLines(['BEA', 'Computer'], [100, 100], [0, 0], 1, 0, { player: 2, players: 4, rounds: 3 });
    expect(tournament.slice(-2)).toEqual(['Player 2 of 4', 'Round 1 of 3, turn 0']);
    expect(endOfRound(1, 3, 'BEA', [-4, 60])).toMatch(/^Round 1 of 3 is over\.[^]*Round 2 of 3 begins\.$/);
  });

  it('end a won game by saying where it entered the Hall of Fame', () => {
    const won = { scores: [64, -2], winners: [0], draw: false };
    expect(gameOverText(won, 'ANN', 2, 9, fameLine({ rank: 1, board: 'Winning spreads, expert' }))).toBe(
      'You win!\n\nANN: 64\nThe computer: -2\nRounds played: 2\nDealt from seed 9.\n\nYou made the Hall of Fame: 2nd place in Winning spreads, expert!',
    );
    expect(gameOverText(won, 'ANN', 2, 9, fameLine(null))).not.toMatch(/Hall of Fame/);
  });

  it('say what a bonus card would do, from the engine\'s effect', () => {
    expect(describeBonus(bonusEffect('7H', 0))).toBe('+7 to you');
    expect(describeBonus(bonusEffect('5S', 0))).toBe('-5 to you both');
    expect(describeBonus(bonusEffect('9C', 0))).toBe('-9 to the computer');
    expect(describeBonus(bonusEffect('TD', 0))).toBe('-10 to the computer');
  });

  it('keep a game in progress, with its setup and moves, and one kept before moves were kept', () => {
    const setup = { seed: 2, options: { mustFollowSuit: true, roundLimit: 0 } };
    const state = JSON.parse(JSON.stringify(court.setup(setup)));
    const kept = { state, player: 'ANN', level: 'expert', moves: 0, seed: 2, tournament: null };
    expect(v.is(SavedCourtSchema, { ...kept, setup, actions: [{ type: 'keep' }] })).toBe(true);
    expect(v.is(SavedCourtSchema, kept)).toBe(true);
    expect(v.is(SavedCourtSchema, { ...kept, actions: [{ kind: 'keep' }] })).toBe(false);
  });

  it('keep a game in progress only when its cards make one deck', () => {
    const state = JSON.parse(JSON.stringify(court.setup({ seed: 2 })));
    const saved = { state, player: 'ANN', level: 'expert', moves: 0, seed: 2, tournament: null };
    expect(v.is(SavedCourtSchema, saved)).toBe(true);
    state.deck.pop();
    expect(v.is(SavedCourtSchema, saved)).toBe(false);
  });

  it('fit the score panel: the longest name, a tournament, and the longest turn and rule, without running under the hand', () => {
    const height = (text: string) => measure(FONTS.system, text, { wrap: PANEL_TEXT_WIDTH }).height;
    const name = 'WWWWWWWWWWWW';
    const figures = height(panelLines([panelName(name), 'Computer'], [-100, 100], [100, 100], 3, 13, { player: 10, players: 10, rounds: 3 }).join('\n'));
    let said = 0;
    for (const a of FULL_DECK) {
      for (const b of FULL_DECK) {
        if (a === b) continue;
        for (const rule of ['4.11', '4.13', '4.311', '4.223']) {
          const plays = [{ seat: 1, card: b }, { seat: 0, card: a }];
          const turn = { type: 'turn' as const, plays, winner: 1, rule, before: [100, 100] as [number, number], after: [80, 80] as [number, number], capture: rule === '4.223' ? plays[1]! : null, affair: null, cleared: [] };
          said = Math.max(said, height(turnSummary(turn)));
        }
      }
    }
    const rule = Math.max(...Object.keys(RULE_CUES).map((r) => height(ruleCue(r))));
    expect(cueFits(figures, said + rule)).toBe(true);
  });

  it('let the rule give way to what the turn did when a replay shortens the panel', () => {
    const height = (text: string) => measure(FONTS.system, text, { wrap: PANEL_TEXT_WIDTH }).height;
    const figures = height(panelLines(['ANN', 'Computer'], [100, 100], [0, 0], 1, 0, null).join('\n'));
    const said = "The computer's Queen of Diamonds beats your Seven of Diamonds and takes it: no points change.";
    const parts = [said, ruleCue('4.2243')];
    expect(cueShown(parts, figures)).toBe(parts.join('\n'));
    expect(cueShown(parts, figures, REPLAY_PANEL_TOP)).toBe(said);
    expect(cueShown([], figures)).toBe('');
  });

  it('fit every status line the table can show, for every card drawn and every device, on one line', () => {
    const width = (text: string) => measure(FONTS.system, text).width;
    const view = court.view(court.setup({ seed: 1 }), 0) as Parameters<typeof courtStatus>[0];
    const lines = new Set<string>();
    for (const device of ['keyboard', 'gamepad', 'pointer'] as const) {
      for (const card of FULL_DECK) {
        for (const firstKept of [null, true, false]) lines.add(courtStatus({ ...view, drawn: card, drawing: { seat: 0, firstKept } }, true, device));
      }
      lines.add(courtStatus(view, false, device));
      for (const table of [[], [{ seat: 1, card: '2C' as const }]]) lines.add(courtStatus({ ...view, phase: 'play', toAct: 0, table }, false, device));
      for (const bonusSeat of [0, 1]) lines.add(courtStatus({ ...view, phase: 'bonus', toAct: bonusSeat, bonusSeat }, false, device));
    }
    const tooWide = [...lines].filter((line) => width(line) > STATUS_TEXT_WIDTH);
    expect(tooWide).toEqual([]);
  });
});
