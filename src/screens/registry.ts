// The games the kiosk offers, in the order the game select shows them: one
// line a game, each game's entry kept in its own folder (`<game>/entry.ts`).
// Every game of the catalog (src/engine/catalog.ts) must be here, or this
// does not compile. The entries are small; each game's screen is loaded only
// when it starts (the first screen stays small).

import type { GameId } from '../engine/catalog';
import type { GameEntry } from './shell-contract';
import { courtEntry } from './court/entry';
import { euchreEntry } from './euchre/entry';
import { heartsEntry } from './hearts/entry';
import { patienceEntry } from './patience/entry';
import { thirtyOneEntry } from './thirtyone/entry';

const ENTRIES: { readonly [Id in GameId]: GameEntry<Id> } = {
  hearts: heartsEntry,
  euchre: euchreEntry,
  thirtyone: thirtyOneEntry,
  court: courtEntry,
  patience: patienceEntry,
};

export const GAMES: readonly GameEntry[] = Object.values(ENTRIES);
