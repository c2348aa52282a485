// Sitting down at a network table from this kiosk: the lobby, hosting or
// joining (under another name when the person's is taken there), the kiosk's
// other people coming to the same table each on a connection of their own,
// a table chosen in another game's lobby, and a seat taken back after the
// page was reloaded. The game itself, once it starts, is `NetworkGame`'s.

import type { Level, Seat } from '../../engine/game';
import type { Variation } from '../../engine/thirtyone';
import { GameLink, linkProblem, unreachable } from '../../net/game-link';
import { type KeptSeat, keepSeat } from '../../net/kept-seat';
import { NAME_TAKEN, type RoomType } from '../../table/protocol';
import type { NetPerson } from './companion';
import { LOBBY_TITLE, type LobbyChoice } from './lobby-dialog';
import { type NetReading, type NetTable, type NetworkDialogs, NetworkGame } from './network-play';

/** A step's view: whose it is and whose turn. */
type NetView = { seat: Seat; toAct: Seat | null };

export interface NetworkStart {
  /** The game's options, as the table's menus have them (a game without a Host dialog of its own). */
  options?: unknown;
  /** The game hosted. */
  game: RoomType;
  /** The windows of network play, in the look of the table the games are played at. */
  dialogs: NetworkDialogs;
  name: string;
  /** The name is taken at the table chosen (`reason` says so): another name for that table, or null to give up. */
  rename(reason: string): Promise<string | null>;
  address: string;
  /** Thirty-One's variation, for its Host dialog. */
  variation?: Variation;
  level: Level;
  /** Whether the kiosk has the game `id`, whose tables the lobby may send the person to. */
  goes?(id: string): boolean;
  /** The kiosk's name for the person (records); null or absent for a guest. */
  player?: string | null;
  /** The person's own pad, if they play with one. */
  pad?: number | null;
  /** The kiosk's other people, who come to the table chosen with the person (each at a seat of their own). */
  company?: readonly NetPerson[];
}

/** A table of another game, chosen in the lobby: the kiosk goes to that game's table to join it. */
export type Elsewhere = Extract<LobbyChoice, { kind: 'elsewhere' }>;

/** The lobby, then a table: the game once it starts, another game's table chosen, or null when the person closes the lobby. */
export async function openNetwork<V extends NetView, A extends object, E extends { type: string }>(table: NetTable<V, A, E>, reading: NetReading<V>, start: NetworkStart): Promise<NetworkGame<V, A, E> | Elsewhere | null> {
  const link = new GameLink(start.address);
  const lobby = {
    where: start.address,
    watch: async (changed: Parameters<GameLink['lobby']>[0]) => {
      try {
        return await link.lobby(changed);
      } catch {
        // Whatever answered (nothing, or a web server without games), it is not a game server.
        throw new Error(unreachable(start.address));
      }
    },
  };
  const dialogs = start.dialogs;
  for (;;) {
    const choice = await dialogs.lobby(lobby, { game: start.game, level: start.level, ...(start.variation === undefined ? {} : { variation: start.variation }), ...(start.goes === undefined ? {} : { goes: start.goes }) });
    if (choice === null || choice.kind === 'elsewhere') return choice;
    const game = await sitDown(link, table, reading, start, choice);
    if (game !== null) return game;
  }
}

/** Join (or watch) the table `roomId` at once: one chosen in another game's lobby. Null when it cannot be had, or the person leaves before it starts. */
export function joinNetwork<V extends NetView, A extends object, E extends { type: string }>(table: NetTable<V, A, E>, reading: NetReading<V>, start: NetworkStart, join: { roomId: string; watch: boolean }): Promise<NetworkGame<V, A, E> | null> {
  return sitDown(new GameLink(start.address), table, reading, start, { kind: join.watch ? 'watch' : 'join', roomId: join.roomId });
}

/** A seat taken under `name`, or another name given for it when that one is taken there; null when given up or refused (the person is told why). */
async function underName<T>(take: (name: string) => Promise<T>, name: string, start: Pick<NetworkStart, 'address' | 'dialogs' | 'rename'>): Promise<{ link: T; name: string } | null> {
  for (let tried: string | null = name; tried !== null; ) {
    try {
      return { link: await take(tried), name: tried };
    } catch (error) {
      const problem = linkProblem(error, start.address);
      if ((error as { code?: unknown }).code === NAME_TAKEN) {
        tried = await start.rename(problem);
      } else {
        await start.dialogs.tell(LOBBY_TITLE, problem);
        tried = null;
      }
    }
  }
  return null;
}

/** Host or join as the lobby's `choice` said, with this kiosk's other people, then wait for Play: the game once it starts, or null. */
async function sitDown<V extends NetView, A extends object, E extends { type: string }>(link: GameLink, table: NetTable<V, A, E>, reading: NetReading<V>, start: NetworkStart, choice: Exclude<LobbyChoice, Elsewhere>): Promise<NetworkGame<V, A, E> | null> {
  const options = start.options === undefined ? {} : { options: start.options };
  const seated = await underName(
    (name) =>
      choice.kind === 'host'
        ? link.host<V, A, E>(start.game, { name, ...options, ...(choice.variation === undefined ? {} : { variation: choice.variation }), level: choice.level, turnSeconds: choice.turnSeconds })
        : link.join<V, A, E>(choice.roomId, { name, watch: choice.kind === 'watch' }),
    start.name,
    start,
  );
  if (seated === null) return null;
  const joined = seated.link;
  const game = new NetworkGame(table, reading, joined, { address: start.address, game: start.game, lead: { name: seated.name, player: start.player ?? null, pad: start.pad ?? null } }, start.dialogs);
  game.listen();
  // The kiosk's other people come to the same table, each on a connection of their own (a watcher comes alone).
  if (choice.kind !== 'watch') {
    for (const person of start.company ?? []) {
      const companion = await underName((name) => link.join<V, A, E>(joined.roomId, { name }), person.name, { ...start, rename: (reason) => start.rename(`${person.name}: ${reason}`) });
      if (companion !== null) game.bring({ ...person, name: companion.name }, companion.link);
    }
  }
  if (await game.started) return game;
  game.quit();
  return null;
}

/** Back to the seat this tab kept (the page was reloaded mid-game), with the kiosk's other people there; null when it cannot be had. */
export async function rejoinNetwork<V extends NetView, A extends object, E extends { type: string }>(table: NetTable<V, A, E>, reading: NetReading<V>, kept: KeptSeat, dialogs: NetworkDialogs, player: string | null): Promise<NetworkGame<V, A, E> | null> {
  const link = new GameLink(kept.address);
  try {
    const lead = await link.rejoin<V, A, E>(kept.token);
    // The others come back too (one whose seat is gone is played by a computer now), before the table is heard: it seats them all.
    const back = await Promise.all(kept.companions.map(async ({ token, ...person }) => ({ person, link: await link.rejoin<V, A, E>(token).catch(() => null) })));
    const game = new NetworkGame(table, reading, lead, { address: kept.address, game: kept.game, lead: { name: kept.name, player, pad: kept.pad } }, dialogs);
    for (const companion of back) if (companion.link !== null) game.bring(companion.person, companion.link);
    game.listen();
    if (await game.started) return game;
    game.leave();
  } catch (error) {
    keepSeat(null);
    await dialogs.tell(LOBBY_TITLE, `Your seat at the network game could not be taken back. ${linkProblem(error, kept.address)}`);
  }
  return null;
}

