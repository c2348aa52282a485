// The games of the kiosk, by id. Each entry keeps its own state, action and
// option types, so a screen that picks `games.hearts` gets Hearts' types.

import type { Game, GameId } from './game';
import { type CourtAction, type CourtOptions, type CourtState, court } from './court';
import { type HeartsAction, type HeartsOptions, type HeartsState, hearts } from './hearts';
import { type PatienceAction, type PatienceOptions, type PatienceState, patience } from './patience';

/** The types of each registered game; a new game adds its line here. */
export interface GameTypes {
  hearts: Game<HeartsState, HeartsAction, HeartsOptions>;
  court: Game<CourtState, CourtAction, CourtOptions>;
  patience: Game<PatienceState, PatienceAction, PatienceOptions>;
}

/** Ids of the games playable so far. */
export type RegisteredGameId = keyof GameTypes & GameId;

export const games: { readonly [K in RegisteredGameId]: GameTypes[K] } = { hearts, court, patience };

/** Any registered game, with its own types. */
export type AnyGame = GameTypes[RegisteredGameId];

export { court, hearts, patience };
export type { HeartsAction, HeartsOptions, HeartsState, HeartsView } from './hearts';
export type { CourtAction, CourtOptions, CourtState, CourtView } from './court';
export type { PatienceAction, PatienceOptions, PatienceState, PatienceView } from './patience';
export * from './game';
