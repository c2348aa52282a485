// Every game of the catalog at a network table of its own room type: whole
// games with people and computers mixed, each seat sent only its own view
// and a watcher only the game's watcher view (checked message by message
// against the game played again from its record), options the game does not
// take refused at the door, moves not legal refused with the game's reason,
// and a person who drops coming back to the seat, or leaving it to a computer.
// Heavy: whole games, computers included, against a real server.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalog, type GameId } from '../src/engine/catalog';
import type { Game, GameEvent, Seat, View } from '../src/engine/game';
import type { GameMessage, JoinOptions } from '../src/table/protocol';
import { type GameServer, createGameServer } from './game-server';
import { TestPlayer } from './test-player';

type Action = { type: string };
type Player = TestPlayer<View, Action, GameEvent>;
type AnyGame = Game<unknown, Action, object>;

const IDS = Object.keys(catalog) as GameId[];
// Computers move at once here, so a person's moves come faster than any person's: no flood limit.
let server: GameServer;
const players: Player[] = [];

beforeAll(async () => {
  server = await createGameServer({ port: 0, host: '127.0.0.1', settings: { pauseMs: 0, roundShowMs: 0, seed: 2202, turnSecondMs: 60_000, floodPerSecond: 100_000 } });
});

afterEach(async () => {
  await Promise.all(players.splice(0).map((player) => player.leave().catch(() => undefined)));
});

afterAll(async () => {
  await server.close();
});

async function enter(game: GameId, options: JoinOptions, how: { create?: boolean; roomId?: string }): Promise<Player> {
  const player = await TestPlayer.join<View, Action, GameEvent>(server.url, options, { ...how, game });
  players.push(player);
  return player;
}

/** A chooser that picks among the legal moves by a seeded sequence, so every game goes its own way. */
function chooser(seed: number): (legal: Action[]) => Action | null {
  let n = seed;
  return (legal) => {
    n = (n * 1103515245 + 12345) % 2147483648;
    return legal[n % legal.length] ?? null;
  };
}

/** Each `game` message `player` received, beside what its seat (null: a watcher) sees in the game replayed from its record. */
function replayed(id: GameId, player: Player, seat: Seat | null): { sent: GameMessage<View, Action, GameEvent>; seen: View }[] {
  const game: AnyGame = catalog[id].game;
  const record = player.last('record');
  if (record === undefined) throw new Error('No record of the game came.');
  const states = [game.setup({ seed: record.seed, players: record.players, options: record.options as object })];
  for (const action of record.actions) states.push(game.apply(states.at(-1), action).state);
  let moves = 0;
  return player.all('game').map((sent) => {
    if (sent.move !== null) moves += 1;
    const state = states[moves];
    return { sent, seen: seat === null ? game.watcherView(state) : game.view(state, seat) };
  });
}

const over = (player: Player) => player.until(() => player.last('table')?.stage === 'over' && player.last('record') !== undefined);

describe.each(IDS)('a network table of %s', (id) => {
  const { game } = catalog[id];

  it('plays a whole game of two people (computers in any other seat); each seat is sent its own view alone, a watcher the watcher view', async () => {
    const anne = await enter(id, { name: 'ANNE' }, { create: true });
    const bob = await enter(id, { name: 'BOB' }, { roomId: anne.room.roomId });
    const ed = await enter(id, { name: 'ED', watch: true }, { roomId: anne.room.roomId });
    // A game for a few seats needs a third seat filled here; one for a fixed number fills its own.
    if (game.players.min !== game.players.max) anne.send('fill', { seat: 2, level: 'novice' });
    anne.play(chooser(1));
    bob.play(chooser(2));
    anne.send('play');
    await Promise.all([over(anne), over(bob), over(ed)]);
    expect(anne.last('table')?.game).toBe(id);
    for (const [player, seat] of [[anne, 0], [bob, 1], [ed, null]] as const) {
      const steps = replayed(id, player, seat);
      expect(steps.length).toBeGreaterThan(3);
      for (const { sent, seen } of steps) expect(sent.view).toEqual(seen);
    }
    // Only a seat whose turn it is is offered moves, and only the game's own.
    for (const { sent } of replayed(id, anne, 0)) if (sent.legal.length > 0) expect(sent.view.toAct).toBe(0);
    expect(replayed(id, ed, null).every(({ sent }) => sent.legal.length === 0)).toBe(true);
  });

  it("refuses at the door options the game does not take, and another game's", async () => {
    await expect(enter(id, { name: 'ANNE', options: { ...game.defaultOptions, surprise: true } }, { create: true })).rejects.toThrow(`Those are not options of ${game.title}.`);
    await expect(enter(id, { name: 'ANNE', options: 'standard' }, { create: true })).rejects.toThrow(`Those are not options of ${game.title}.`);
    const anne = await enter(id, { name: 'ANNE', options: game.defaultOptions }, { create: true });
    expect(anne.last('table') ?? (await anne.until(() => anne.last('table')))).toMatchObject({ game: id, options: game.defaultOptions });
  });

  it("refuses a move that is not legal now, with the game's reason, to the sender alone; the game goes on", async () => {
    const anne = await enter(id, { name: 'ANNE' }, { create: true });
    const bob = await enter(id, { name: 'BOB' }, { roomId: anne.room.roomId });
    if (game.players.min !== game.players.max) anne.send('fill', { seat: 2, level: 'novice' });
    anne.send('play');
    const asked = await Promise.race([anne, bob].map((p) => p.until(() => ((m) => (m !== undefined && m.legal.length > 0 ? { p, m } : null))(p.last('game')))));
    const other = asked.p === anne ? bob : anne;
    asked.p.send('action', { type: 'no-such-move' });
    asked.p.send('action', { type: 'play', card: 'ZZ' });
    other.send('action', asked.m.legal[0]);
    await asked.p.until(() => asked.p.all('refused').length === 2);
    await other.until(() => other.all('refused').length === 1);
    for (const refusal of asked.p.all('refused')) expect(refusal.reason).not.toBe('');
    expect(other.all('refused')).toEqual([{ reason: 'It is not your turn.', of: 'action' }]);
    anne.play(chooser(3));
    bob.play(chooser(4));
    await Promise.all([over(anne), over(bob)]);
  });

  it('seats a person at the seat asked for, and lets a person change seats before Play', async () => {
    const last = game.players.max - 1;
    const anne = await enter(id, { name: 'ANNE', seat: last }, { create: true });
    expect((await anne.until(() => anne.last('table')))?.you).toBe(last);
    const bob = await enter(id, { name: 'BOB', seat: last }, { roomId: anne.room.roomId });
    expect((await bob.until(() => bob.last('table')))?.you).toBe(0);
    bob.send('sit', { seat: last });
    await bob.until(() => bob.all('refused').length === 1);
    expect(bob.all('refused')).toEqual([{ reason: 'ANNE sits there.', of: 'sit' }]);
    if (last > 1) {
      bob.send('sit', { seat: 1 });
      await bob.until(() => bob.last('table')?.you === 1);
    }
  });

  it('keeps the seat of a person whose connection drops, and gives a leaver\'s seat to a computer that plays it to the end', async () => {
    const anne = await enter(id, { name: 'ANNE' }, { create: true });
    const bob = await enter(id, { name: 'BOB' }, { roomId: anne.room.roomId });
    if (game.players.min !== game.players.max) anne.send('fill', { seat: 2, level: 'novice' });
    anne.play(chooser(5));
    anne.send('play');
    await bob.until(() => bob.last('game'));
    await bob.drop();
    await anne.until(() => anne.last('table')?.seats[1]?.away === true);
    await bob.reconnect();
    await anne.until(() => anne.last('table')?.seats[1]?.away === false);
    expect(bob.last('table')?.you).toBe(1);
    await bob.leave();
    await anne.until(() => anne.last('table')?.seats[1]?.kind === 'computer');
    await over(anne);
  });
});
