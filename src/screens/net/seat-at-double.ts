// For flow tests of a game's network play in Node: the kiosk's table (a
// Windows table, or any table's network mode) sat down at a stand-in
// server's table (src/net/table-double.ts) as the lobby would sit it, reaching behind the table's network mode for what the
// lobby and the link would do; and the network game counted apart once it
// is over. A test helper: only tests import it.

import { expect } from 'vitest';
import type { GameEvent, View } from '../../engine/game';
import type { TestKiosk } from '../shell/test-kiosk';
import { networkTally } from './network-tally';
import type { Screen } from '../screen';
import type { Look } from '../../renderer/widgets/theme';
import { NetworkGame, type NetworkDialogs } from './network-play';
import type { NetworkRules } from './network-mode';

/** A table's network mode, as a test reaches behind it. */
interface Mode<V, A, E> {
  game: object | null;
  table(rules: unknown, name: string, setting: string, start: { options: unknown }): ConstructorParameters<typeof NetworkGame<V & { seat: number; toAct: number | null }, A & object, E & { type: string }>>[0];
}

/** The network game of `screen` (a Windows table) becomes `double`'s table, `name` seated as the double says, the host having chosen `options`. */
export function seatAtDouble<S, A extends { type: string }, O, V extends View, E extends GameEvent>(screen: Screen | null, rules: NetworkRules<S, A, O, V, E>, double: object, name: string, options: O): void {
  seatModeAtDouble((screen as unknown as { network: object }).network, rules, double, name, options);
}

/** The network game of a table's network mode `mode` becomes `double`'s table, as `seatAtDouble`'s; its windows are `look`'s Windows dialogs, or the table's own. */
export function seatModeAtDouble<S, A extends { type: string }, O, V extends View, E extends GameEvent>(mode: object, rules: NetworkRules<S, A, O, V, E>, double: object, name: string, options: O, look: Look | NetworkDialogs = 'win31'): void {
  const reached = mode as Mode<V, A, E>;
  reached.game = new NetworkGame(reached.table(rules, name, '', { options }), rules, double as never, { address: 'http://double', game: rules.id, lead: { name, player: name, pad: null } }, look);
}

/** The network game just over was counted for `name` apart from the table's own records, and Game > Statistics says so. */
export async function expectTallied(kiosk: TestKiosk, game: string, name: string, won: boolean): Promise<void> {
  expect(await networkTally(kiosk.records, game, name)).toEqual({ played: 1, won: won ? 1 : 0 });
  await kiosk.menu('Game', 'statistics');
  await kiosk.until(() => kiosk.snapshot<{ dialog: string | null }>().dialog === 'Statistics');
  expect(kiosk.boxWords()).toContain(`Network games: 1 played, ${won ? 1 : 0} won`);
  await kiosk.answer('keyboard');
}
