// The games of the kiosk, by id, from the catalog. Each entry keeps its own
// state, action, option, view and event types, so a screen that picks
// `games.hearts` gets Hearts' types.

import { type Catalog, type GameId, catalogPart } from './catalog';

export const games = catalogPart('game');

/** Any registered game, with its own types. */
export type AnyGame = Catalog[GameId]['game'];

export type { GameId };

export { hearts, type HeartsAction, type HeartsEvent, type HeartsOptions, type HeartsState, type HeartsView } from './hearts';
export { euchre, type EuchreAction, type EuchreEvent, type EuchreOptions, type EuchreState, type EuchreView } from './euchre';
export {
  thirtyone,
  type ThirtyOneAction,
  type ThirtyOneEvent,
  type ThirtyOneOptions,
  type ThirtyOneState,
  type ThirtyOneView,
} from './thirtyone';
export { court, type CourtAction, type CourtEvent, type CourtOptions, type CourtState, type CourtView } from './court';
export { patience, type PatienceAction, type PatienceEvent, type PatienceOptions, type PatienceState, type PatienceView } from './patience';
export * from './game';
