// The games the kiosk offers, in the order the game select shows them: one
// entry a game, each kept in its own folder (`<game>/entry.ts`). Every game
// of the catalog (src/engine/catalog.ts) must be here, or this does not
// compile. The entries are small; each game's screen is loaded only
// when it starts (the first screen stays small).

import type { GameId } from '../engine/catalog';
import type { GameEntry } from './shell-contract';
import { courtEntry } from './court/entry';
import { euchreEntry } from './euchre/entry';
import { heartsEntry } from './hearts/entry';
import { patienceEntry } from './patience/entry';
import { thirtyOneEntry } from './thirtyone/entry';

const LISTED = [heartsEntry, euchreEntry, thirtyOneEntry, courtEntry, patienceEntry] as const;

export const GAMES: readonly GameEntry[] = LISTED;

/** The games of the catalog left out above: none, or the compiler names them here. */
export type Unlisted = NoneLeftOut<Exclude<GameId, (typeof LISTED)[number]['id']>>;
type NoneLeftOut<Games extends never> = Games;
