import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { court } from '../../engine/court';
import { CourtSettingsSchema, STANDARD_SETTINGS, courtMenus, pickSetting } from './court-menus';
import { bonusEffect } from '../../engine/court';
import { RULE_CUES, courtStatus, describeBonus, ruleCue } from './court-texts';
import { SavedCourtSchema } from './saved-court';

const checked = (settings = STANDARD_SETTINGS, tournament = false) =>
  courtMenus(settings, tournament)
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

  it('lock the level and the rules while a tournament runs', () => {
    const items = courtMenus(STANDARD_SETTINGS, true).flatMap((m) => m.items).filter((i) => 'id' in i);
    const disabled = items.flatMap((i) => ('id' in i && i.disabled ? [i.id] : []));
    expect(disabled.sort()).toEqual(['level:expert', 'level:intermediate', 'level:novice', 'mustFollowSuit', 'new', 'tournament']);
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
    expect(courtStatus(view, false)).toBe('Your draw: take the top card of the deck.');
    expect(courtStatus(view, true)).toMatch(/^You drew the .+\. Keep it, or set it aside\?$/);
    const after = court.apply(s, { type: 'keep' }).state;
    expect(courtStatus(court.view(after, 0) as typeof view, true)).toMatch(/^You kept the first card, so the .+ is set aside\.$/);
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
});
