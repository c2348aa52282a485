import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { catalog, type GameId } from './catalog';
import type { GameEvent, View } from './game';
import type { TableTerms } from './table-terms';

const IDS = Object.keys(catalog) as GameId[];

/** One whole game, each seat playing its first legal move: every event, and every seat's view after each move. */
function playThrough(id: GameId, seed: number): { events: GameEvent[]; views: View[][] } {
  const game: import('./game').Game<unknown, { type: string }, object> = catalog[id].game;
  let state = game.setup({ seed });
  const events: GameEvent[] = [];
  const views: View[][] = [];
  for (let step = 0; step < 5000 && game.toAct(state) !== null; step += 1) {
    const legal = game.legal(state);
    const result = game.apply(state, legal[step % legal.length] ?? legal[0]!);
    state = result.state;
    events.push(...result.events);
    views.push(Array.from({ length: game.players.max }, (_, seat) => game.view(state, seat)));
  }
  return { events, views };
}

describe("every game's table terms", () => {
  it.each(IDS)('%s: its default options are a host\'s choice, and nothing may be added to them', (id) => {
    const { game, terms } = catalog[id];
    expect(v.is(terms.options, game.defaultOptions)).toBe(true);
    expect(v.is(terms.options, { ...game.defaultOptions, extra: true })).toBe(false);
    expect(v.is(terms.options, 'regular')).toBe(false);
    expect(v.is(terms.options, null)).toBe(false);
  });

  it.each(IDS)('%s: a round ends where the game has rounds; the player to act is never out', (id) => {
    const terms = catalog[id].terms as TableTerms<unknown, View, GameEvent>;
    const { events, views } = playThrough(id, 7);
    expect(events.some((event) => terms.endsRound(event))).toBe(id !== 'patience');
    for (const seen of views) for (const view of seen) if (view.toAct !== null) expect(terms.out(view, view.toAct)).toBe(false);
  });

  it('refuses options a menu never offers', () => {
    expect(v.is(catalog.hearts.terms.options, { ...catalog.hearts.game.defaultOptions, pointLimit: 99 })).toBe(false);
    expect(v.is(catalog.euchre.terms.options, { ...catalog.euchre.game.defaultOptions, target: 1e9 })).toBe(false);
    expect(v.is(catalog.court.terms.options, { mustFollowSuit: true, roundLimit: -1 })).toBe(false);
    expect(v.is(catalog.thirtyone.terms.options, { variation: '__proto__' })).toBe(false);
  });

  it('seats Euchre partners across the table, and nobody else in partnerships', () => {
    expect(catalog.euchre.terms.partners).toEqual([
      [0, 2],
      [1, 3],
    ]);
    for (const id of IDS.filter((id) => id !== 'euchre')) expect(catalog[id].terms.partners).toEqual([]);
  });

  it("names Thirty-One's next dealer, who may deal sooner, and no dealer elsewhere", () => {
    const { views } = playThrough('thirtyone', 3);
    const view = views[0]?.[0] as import('./thirtyone').ThirtyOneView;
    expect(catalog.thirtyone.terms.dealer(view)).toBe(view.dealer);
  });
});

describe("a host's options in a few words, for the lobby", () => {
  it.each(IDS)('%s: printable, and short enough for a listing (every option a host may choose, not only the defaults)', (id) => {
    const { game, terms } = catalog[id] as unknown as { game: { defaultOptions: object }; terms: TableTerms<object, View, GameEvent> };
    const flipped = Object.fromEntries(Object.entries(game.defaultOptions).map(([key, value]) => [key, typeof value === 'boolean' ? !value : value]));
    for (const options of [game.defaultOptions, flipped]) {
      const words = terms.describe(options);
      expect(words).toMatch(/^[ -~]*$/);
      expect(words.length).toBeLessThanOrEqual(100);
    }
  });

  it('names what a host changed, in words a player knows', () => {
    expect(catalog.hearts.terms.describe(catalog.hearts.game.defaultOptions)).toBe('to 100');
    expect(catalog.hearts.terms.describe({ ...catalog.hearts.game.defaultOptions, pointLimit: 50, jackOfDiamonds: false, noPassing: true })).toBe('to 50, no jack, no passing');
    expect(catalog.euchre.terms.describe({ passBest: true, stickTheDealer: true, target: 10 })).toBe('to 10, Pass Best, stick the dealer');
    expect(catalog.euchre.terms.describe({ passBest: false, stickTheDealer: false, target: 10 })).toBe('to 10');
    expect(catalog.court.terms.describe({ mustFollowSuit: false, roundLimit: 0 })).toBe('free play');
    expect(catalog.court.terms.describe({ mustFollowSuit: true, roundLimit: 5 })).toBe('must follow suit, 5 rounds');
    expect(catalog.thirtyone.terms.describe({ variation: 'van-eer-maas' })).toBe('variation 2');
    expect(catalog.patience.terms.describe({})).toBe('');
  });
});
