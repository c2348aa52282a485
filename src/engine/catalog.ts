// The games of the engine, one entry each: the rules, the computer players
// and how the property tests look inside the game. Everything that lists the
// games derives from this one list (`GameId`, `games` in index.ts, the
// thinking Worker's choosers, the property tests, the screens' registry), so
// a new game is one entry here.
// Screens import a game's own folder instead: their chunks need not carry
// every game's computer players.

import type { Chooser } from './ai/levels';
import { choose as courtChoose } from './court/ai';
import { court } from './court/court';
import { courtInspector } from './court/inspector';
import { choose as euchreChoose } from './euchre/ai';
import { euchre } from './euchre/euchre';
import { euchreInspector } from './euchre/inspector';
import type { Game, GameEvent, View } from './game';
import type { GameInspector } from './game-properties';
import type { TableTerms } from './table-terms';
import { courtTerms } from './court/table-terms';
import { euchreTerms } from './euchre/table-terms';
import { heartsTerms } from './hearts/table-terms';
import { patienceTerms } from './patience/table-terms';
import { thirtyOneTerms } from './thirtyone/table-terms';
import { choose as heartsChoose } from './hearts/ai';
import { hearts } from './hearts/hearts';
import { heartsInspector } from './hearts/inspector';
import { choose as patienceChoose } from './patience/ai';
import { patienceInspector } from './patience/inspector';
import { patience } from './patience/patience';
import { choose as thirtyOneChoose } from './thirtyone/ai';
import { thirtyOneInspector } from './thirtyone/inspector';
import { thirtyone } from './thirtyone/thirtyone';

export interface CatalogEntry<S, A extends { type: string }, O, V extends View, E extends GameEvent> {
  readonly game: Game<S, A, O, V, E>;
  /** Its computer players, at each level, from the game's own view and legal actions. */
  readonly choose: Chooser<V, A>;
  readonly inspector: GameInspector<S, O>;
  /** What a table of the game needs beyond its rules: the host's options, who is out, a round's end, the dealer, partners. */
  readonly terms: TableTerms<O, V, E>;
}

/** One game's entry, its parts checked against each other: the players read the game's view and choose its actions. */
function entry<S, A extends { type: string }, O, V extends View, E extends GameEvent>(parts: CatalogEntry<S, A, O, V, E>): CatalogEntry<S, A, O, V, E> {
  return parts;
}

export const catalog = {
  hearts: entry({ game: hearts, choose: heartsChoose, inspector: heartsInspector, terms: heartsTerms }),
  euchre: entry({ game: euchre, choose: euchreChoose, inspector: euchreInspector, terms: euchreTerms }),
  thirtyone: entry({ game: thirtyone, choose: thirtyOneChoose, inspector: thirtyOneInspector, terms: thirtyOneTerms }),
  court: entry({ game: court, choose: courtChoose, inspector: courtInspector, terms: courtTerms }),
  patience: entry({ game: patience, choose: patienceChoose, inspector: patienceInspector, terms: patienceTerms }),
};

export type Catalog = typeof catalog;

/**
 * Every game's id: the catalog's keys ('hearts' | 'euchre' | ...). Every list
 * kept by id (the thinking Worker's choosers, the screens' registry, the
 * automation snapshots) is typed by it, so a game left out of the catalog
 * cannot be offered anywhere, and one left out of those lists does not
 * compile. (catalog.test.ts checks each entry's key is its game's id.)
 */
export type GameId = keyof Catalog;

type Part = keyof Catalog[GameId];

/** The same part of every entry, by id: `catalogPart('game')` is every game with its own types. */
export function catalogPart<P extends Part>(part: P): { readonly [K in GameId]: Catalog[K][P] } {
  const ids = Object.keys(catalog) as GameId[];
  return Object.fromEntries(ids.map((id) => [id, catalog[id][part]])) as { readonly [K in GameId]: Catalog[K][P] };
}
