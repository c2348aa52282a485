import { CloseCode, matchMaker } from '@colyseus/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type GameMessage, type JoinOptions, NAME_TAKEN } from '../src/table/protocol';
import { type GameServer, createGameServer } from './game-server';
import { TestPlayer, passing } from './test-player';

let server: GameServer;
const players: TestPlayer[] = [];

beforeAll(async () => {
  server = await createGameServer({ port: 0, host: '127.0.0.1', settings: { pauseMs: 0, roundShowMs: 0, seed: 1031 } });
});

afterEach(async () => {
  await Promise.all(players.splice(0).map((player) => player.leave().catch(() => undefined)));
});

afterAll(async () => {
  await server.close();
});

/** Hosts a new table. */
async function host(options: JoinOptions): Promise<TestPlayer> {
  const player = await TestPlayer.join(server.url, options, { create: true });
  players.push(player);
  return player;
}

/** Joins `table`'s room. */
async function join(table: TestPlayer, options: JoinOptions): Promise<TestPlayer> {
  const player = await TestPlayer.join(server.url, options, { roomId: table.room.roomId });
  players.push(player);
  return player;
}

/** The host fills the empty seats listed with novices and presses Play; resolves once the game is on. */
async function play(hostPlayer: TestPlayer, computers: number[] = []): Promise<void> {
  for (const seat of computers) hostPlayer.send('fill', { seat, level: 'novice' });
  hostPlayer.send('play');
  await hostPlayer.until(() => hostPlayer.last('table')?.stage === 'playing');
}

/** The player who is asked to move now, and what they may do. */
async function turn(...at: TestPlayer[]): Promise<{ player: TestPlayer; others: TestPlayer[]; asked: GameMessage }> {
  const asked = await Promise.race(at.map((player) => player.until(() => ((m) => (m !== undefined && m.legal.length > 0 ? { player, m } : null))(player.last('game')))));
  return { player: asked.player, others: at.filter((p) => p !== asked.player), asked: asked.m };
}

/** Of two players at a table, the one whose turn it is (with their seat and name) and the other. */
async function turnOfOne(anne: TestPlayer, bob: TestPlayer): Promise<{ player: TestPlayer; other: TestPlayer; seat: number; name: string }> {
  const { player, others } = await turn(anne, bob);
  const [other] = others;
  if (other === undefined) throw new Error('Two players sit at the table.');
  return { player, other, seat: player.last('table')?.you ?? -1, name: player === anne ? 'ANNE' : 'BOB' };
}

const over = (player: TestPlayer) => player.until(() => player.last('table')?.stage === 'over');

describe('joining', () => {
  it('hosts through matchmaking with the variation and level chosen; the next person takes the lowest empty seat', async () => {
    const anne = await TestPlayer.join(server.url, { name: 'ANNE', variation: 'van-eer-maas', level: 'expert' });
    players.push(anne);
    anne.send('fill', { seat: 1, level: 'novice' });
    await anne.until(() => anne.last('table')?.seats[1]?.kind === 'computer');
    const bob = await join(anne, { name: 'BOB' });
    const table = await bob.until(() => bob.last('table'));
    expect(table).toMatchObject({ host: 0, you: 2, variation: 'van-eer-maas', level: 'expert', stage: 'waiting', watchers: 0 });
    expect(table.seats.map((seat) => [seat.kind, seat.name])).toEqual([
      ['person', 'ANNE'],
      ['computer', 'Computer 1'],
      ['person', 'BOB'],
      ['empty', ''],
    ]);
    await anne.until(() => anne.last('table')?.seats[2]?.name === 'BOB');
    expect(anne.last('table')?.you).toBe(0);
  });

  it('refuses a bad name or option at the door, with a clear reason', async () => {
    await expect(TestPlayer.join(server.url, { name: ' ANNE' }, { create: true })).rejects.toThrow('A name has 1 to 12 letters, digits and punctuation.');
    const anne = await host({ name: 'ANNE' });
    await expect(TestPlayer.join(server.url, { name: 'X'.repeat(13) }, { roomId: anne.room.roomId })).rejects.toThrow('A name has 1 to 12');
    await expect(TestPlayer.join(server.url, { name: 'BOB', level: 'grandmaster' } as unknown as JoinOptions, { roomId: anne.room.roomId })).rejects.toThrow('Those game options are not known.');
    await expect(TestPlayer.join(server.url, { name: 'ANNE' }, { roomId: anne.room.roomId })).rejects.toThrow('ANNE is already at this table');
    // Told apart from other refusals, so a kiosk can ask for another name for this table.
    await expect(TestPlayer.join(server.url, { name: 'ANNE' }, { roomId: anne.room.roomId })).rejects.toMatchObject({ code: NAME_TAKEN });
  });

  it('refuses a fifth player but takes a watcher, and after Play refuses players and takes watchers', async () => {
    const anne = await host({ name: 'ANNE' });
    for (const name of ['BOB', 'CARL', 'DORA']) await join(anne, { name });
    await expect(join(anne, { name: 'ED' })).rejects.toThrow('The table is full; you may watch the game.');
    const ed = await join(anne, { name: 'ED', watch: true });
    expect(await ed.until(() => ed.last('table'))).toMatchObject({ you: null, watchers: 1 });
    anne.send('fill', { seat: 3, level: null });
    const refused = await anne.until(() => anne.last('refused'));
    expect(refused).toEqual({ reason: 'DORA sits there.', of: 'fill' });
    await play(anne);
    await expect(join(anne, { name: 'FAY' })).rejects.toThrow('The game has started; you may watch it.');
    const fay = await join(anne, { name: 'FAY', watch: true });
    const seen = await fay.until(() => fay.last('game'));
    expect(seen.view.hand).toEqual([]);
    expect(seen.view.points).toBe(0);
    expect(seen.legal).toEqual([]);
    expect(await anne.until(() => anne.last('table')?.watchers === 2)).toBe(true);
  });
});

describe('before Play', () => {
  it('lets only the host seat computers and start, with two to four seats taken', async () => {
    const anne = await host({ name: 'ANNE' });
    const bob = await join(anne, { name: 'BOB' });
    bob.send('fill', { seat: 2, level: 'novice' });
    bob.send('play');
    await bob.until(() => bob.all('refused').length === 2);
    expect(bob.all('refused')).toEqual([
      { reason: 'Only the host may do that.', of: 'fill' },
      { reason: 'Only the host may do that.', of: 'play' },
    ]);
    await bob.leave();
    await anne.until(() => anne.last('table')?.seats[1]?.kind === 'empty');
    anne.send('play');
    expect(await anne.until(() => anne.last('refused'))).toEqual({ reason: '2 to 4 players are needed: seat a computer or wait for someone to join.', of: 'play' });
    // Seats 0 and 3 taken: Play closes the gap.
    await play(anne, [3]);
    const table = anne.last('table');
    expect(table?.seats.map((seat) => seat.kind)).toEqual(['person', 'computer']);
    anne.send('fill', { seat: 2, level: 'novice' });
    expect(await anne.until(() => anne.all('refused').at(-1)?.of === 'fill' && anne.all('refused').at(-1))).toEqual({ reason: 'The game has already started.', of: 'fill' });
  });

  it('empties a leaver’s seat and makes the next person host', async () => {
    const anne = await host({ name: 'ANNE' });
    const bob = await join(anne, { name: 'BOB' });
    const carl = await join(anne, { name: 'CARL' });
    await anne.leave();
    const table = await carl.until(() => ((t) => (t?.seats[0]?.kind === 'empty' ? t : null))(carl.last('table')));
    expect(table.host).toBe(1);
    await play(bob);
    const started = await carl.until(() => ((t) => (t?.stage === 'playing' ? t : null))(carl.last('table')));
    expect(started.seats.map((seat) => seat.name)).toEqual(['BOB', 'CARL']);
  });
});

describe('a game', () => {
  it('is played to its end by people answering their legal actions, beside a computer', async () => {
    const anne = await host({ name: 'ANNE' });
    const bob = await join(anne, { name: 'BOB' });
    anne.play();
    bob.play();
    await play(anne, [2]);
    await Promise.all([over(anne), over(bob)]);
    for (const player of [anne, bob]) {
      const last = player.last('game');
      expect(last?.view.phase).toBe('over');
      expect(player.all('game').flatMap((m) => m.events).filter((e) => e.type === 'game-over')).toHaveLength(1);
      expect(player.all('refused')).toEqual([]);
    }
    // Each step shown to everyone is numbered, one after another, the same for both; a message asking for a move names the step it follows.
    const shownSteps = (player: typeof anne) => player.all('game').filter((m) => m.events.length > 0).map((m) => m.step);
    const steps = shownSteps(anne);
    expect(steps).toEqual(steps.map((_, i) => i + 1));
    expect(shownSteps(bob)).toEqual(steps);
    for (const player of [anne, bob]) {
      let last = 0;
      for (const message of player.all('game')) {
        expect(message.step).toBeGreaterThanOrEqual(last);
        last = message.step ?? -1;
      }
    }
  });

  it('never shows a player another seat’s cards, nor a watcher any hand, outside what the table saw', async () => {
    const anne = await host({ name: 'ANNE' });
    const seated = [anne, await join(anne, { name: 'BOB' }), await join(anne, { name: 'CARL' })];
    const watcher = await join(anne, { name: 'ED', watch: true });
    for (const player of seated) player.play();
    await play(anne, [3]);
    await Promise.all(seated.map(over));
    // Each state the table passed through, by its round and the moves in it: the hands the players held then.
    const key = (m: GameMessage) => `${m.view.round}/${m.view.moves.length}/${m.view.phase}`;
    const hands = new Map<string, Map<number, string[]>>();
    for (const player of seated) {
      for (const m of player.all('game')) hands.set(key(m), (hands.get(key(m)) ?? new Map<number, string[]>()).set(m.view.seat, m.view.hand));
    }
    for (const [index, player] of [...seated, watcher].entries()) {
      const messages = player.all('game');
      expect(messages.length).toBeGreaterThan(10);
      for (const m of messages) {
        const others = [...(hands.get(key(m)) ?? [])].filter(([seat]) => seat !== index || player === watcher).flatMap(([, hand]) => hand);
        if (player === watcher) expect(m.view.hand).toEqual([]);
        // What every seat sees: the pot, the moves, the known cards, the cards of a change or taken pot, the hands shown at a round's end.
        const { pot: _pot, known: _known, moves: _moves, lastRound: _lastRound, ...rest } = m.view;
        const privatePart = JSON.stringify({ view: rest, legal: m.legal, events: m.events.filter((e) => e.type === 'deal' || e.type === 'pass' || e.type === 'out' || e.type === 'game-over') });
        for (const card of others) expect(privatePart).not.toContain(`"${card}"`);
      }
    }
  });
});

describe('bad input', () => {
  it('refuses malformed, unknown, out-of-turn, illegal and watchers’ messages to the sender alone, and the game goes on', async () => {
    const anne = await host({ name: 'ANNE' });
    const bob = await join(anne, { name: 'BOB' });
    const ed = await join(anne, { name: 'ED', watch: true });
    await play(anne);
    const { player, others, asked } = await turn(anne, bob);
    const [other] = others;
    if (other === undefined) throw new Error('Two players sit at the table.');
    expect(asked.view.phase).toBe('choose');
    other.send('action', { type: 'hand' });
    player.send('action', { type: 'pass' });
    player.send('action', { type: 'fly' });
    player.send('action', { type: 'hand', seat: 1 });
    player.send('dance', { steps: 3 });
    player.send('chat', 'hello');
    ed.send('action', { type: 'hand' });
    await other.until(() => other.all('refused').length === 1);
    await player.until(() => player.all('refused').length === 5);
    await ed.until(() => ed.all('refused').length === 1);
    expect(other.all('refused')).toEqual([{ reason: 'It is not your turn.', of: 'action' }]);
    expect(player.all('refused')).toEqual([
      { reason: 'The dealer must first choose Hand or Pot.', of: 'action' },
      { reason: 'That is not a move in Thirty-One.', of: 'action' },
      { reason: 'That move is not allowed now.', of: 'action' },
      { reason: 'The table does not know that message.', of: 'dance' },
      { reason: 'A message has 1 to 80 letters, digits and punctuation.', of: 'chat' },
    ]);
    expect(ed.all('refused')).toEqual([{ reason: 'You are watching; only the players move.', of: 'action' }]);
    anne.play();
    bob.play();
    await Promise.all([over(anne), over(bob), over(ed)]);
    expect(other.all('refused')).toHaveLength(1);
  });
});

describe('chat', () => {
  it('relays lines to everyone with the sender’s name and refuses long, unprintable or too many lines to the sender alone', async () => {
    const anne = await host({ name: 'ANNE' });
    const bob = await join(anne, { name: 'BOB' });
    const ed = await join(anne, { name: 'ED', watch: true });
    anne.send('chat', { text: 'Good luck, all!' });
    const line = await ed.until(() => ed.last('chat'));
    expect(line).toMatchObject({ from: 'ANNE', text: 'Good luck, all!' });
    expect(Math.abs(line.at - Date.now())).toBeLessThan(60_000);
    anne.send('chat', { text: 'x'.repeat(81) });
    anne.send('chat', { text: 'caf\u00e9' });
    anne.send('chat', { text: 'two' });
    anne.send('chat', { text: 'three' });
    anne.send('chat', { text: 'four' });
    await anne.until(() => anne.all('refused').length === 3);
    expect(anne.all('refused').map((r) => r.reason)).toEqual([
      'A message has 1 to 80 letters, digits and punctuation.',
      'A message has 1 to 80 letters, digits and punctuation.',
      'At most 3 messages in 5 seconds; wait a moment.',
    ]);
    // Still connected and heard: Bob's line reaches her; nobody else was refused anything.
    bob.send('chat', { text: 'Thanks!' });
    await anne.until(() => anne.all('chat').some((c) => c.from === 'BOB'));
    expect(bob.all('chat').map((c) => c.text)).toEqual(['Good luck, all!', 'two', 'three', 'Thanks!']);
    expect([...bob.all('refused'), ...ed.all('refused')]).toEqual([]);
  });

  it('cuts off a client that floods the room for good: its token brings it back no more, a computer takes its seat, the table carries on', async () => {
    const anne = await host({ name: 'ANNE' });
    const bob = await join(anne, { name: 'BOB' });
    await play(anne);
    for (let line = 0; line < 30; line += 1) bob.send('chat', { text: `spam ${line}` });
    expect(await bob.closed).toBe(CloseCode.WITH_ERROR);
    expect(await anne.until(() => anne.all('notice')[1])).toEqual({ text: 'A computer plays for BOB.' });
    expect(anne.all('notice')[0]).toEqual({ text: 'BOB was cut off for sending too many or broken messages.' });
    await expect(bob.reconnect()).rejects.toThrow();
    anne.send('chat', { text: 'Still here.' });
    expect(await anne.until(() => anne.last('chat')?.text === 'Still here.')).toBe(true);
    anne.play();
    await over(anne);
    expect(anne.last('table')?.seats[1]).toMatchObject({ kind: 'computer', name: 'BOB' });
  });

  it('cuts off a client that sends bytes that are no message, or a frame too big, for good', async () => {
    const anne = await host({ name: 'ANNE' });
    const bob = await join(anne, { name: 'BOB' });
    const carl = await join(anne, { name: 'CARL' });
    await play(anne);
    // A room message whose MessagePack payload breaks off (a string of 200 bytes with none), then a frame over the size limit.
    bob.room.connection.send(new Uint8Array([13, 0xa6, ...new TextEncoder().encode('action'), 0xd9, 200]));
    carl.room.connection.send(new Uint8Array(10_000).fill(13));
    expect(await bob.closed).toBe(CloseCode.WITH_ERROR);
    await carl.closed;
    await expect(bob.reconnect()).rejects.toThrow();
    await expect(carl.reconnect()).rejects.toThrow();
    await anne.until(() => anne.last('table')?.seats.filter((seat) => seat.kind === 'computer').length === 2);
    anne.play();
    await over(anne);
  });

  it('closes and tells an old connection whose token is used again, and the seat plays on with the new one', async () => {
    const anne = await host({ name: 'ANNE' });
    const bob = await join(anne, { name: 'BOB' });
    await play(anne);
    const token = bob.room.reconnectionToken;
    const again = await TestPlayer.rejoin(server.url, token);
    players.push(again);
    expect(await bob.closed).toBe(CloseCode.WITH_ERROR);
    expect(bob.last('notice')).toEqual({ text: 'Your seat was taken up from another window or kiosk; this one has left the table.' });
    expect(await again.until(() => again.last('table')?.you)).toBe(1);
    // Nobody else hears of it, and the seat is the person's still.
    expect(anne.all('notice')).toEqual([]);
    expect(anne.last('table')?.seats[1]).toMatchObject({ kind: 'person', name: 'BOB', away: false });
    anne.play();
    again.play();
    await Promise.all([over(anne), over(again)]);
  });
});

describe('leaving', () => {
  it('gives a dropped player’s seat back when they reconnect, with their turn', async () => {
    const anne = await host({ name: 'ANNE' });
    const bob = await join(anne, { name: 'BOB' });
    await play(anne);
    const { player, other, seat, name } = await turnOfOne(anne, bob);
    await player.drop();
    expect(await other.until(() => other.last('notice'))).toEqual({ text: `${name} lost the connection; the seat waits for a minute.` });
    await other.until(() => other.last('table')?.seats[seat]?.away);
    const before = player.all('game').length;
    await player.reconnect();
    const back = await player.until(() => player.all('game')[before]);
    expect(back.legal.length).toBeGreaterThan(0);
    expect(player.last('table')).toMatchObject({ you: seat });
    expect(player.last('table')?.seats[seat]).toMatchObject({ kind: 'person', away: false });
    anne.play();
    bob.play();
    await Promise.all([over(anne), over(bob)]);
  });

  it('takes a dropped watcher back', async () => {
    const anne = await host({ name: 'ANNE' });
    const ed = await join(anne, { name: 'ED', watch: true });
    await play(anne, [1]);
    await ed.until(() => ed.last('game'));
    await ed.drop();
    await anne.until(() => anne.last('table')?.watchers === 0);
    const before = ed.all('game').length;
    await ed.reconnect();
    const back = await ed.until(() => ed.all('game')[before]);
    expect(back.view.hand).toEqual([]);
    expect(await anne.until(() => anne.last('table')?.watchers === 1)).toBe(true);
    expect(anne.all('notice')).toEqual([]);
  });

  it('lets a computer play on for a player who leaves mid-game, to the end', async () => {
    const anne = await host({ name: 'ANNE', level: 'intermediate' });
    const bob = await join(anne, { name: 'BOB' });
    await play(anne);
    const { player, other, seat, name } = await turnOfOne(anne, bob);
    other.play();
    await player.leave();
    expect(await other.until(() => other.last('notice'))).toEqual({ text: `A computer plays for ${name}.` });
    await over(other);
    expect(other.last('table')?.seats[seat]).toEqual({ kind: 'computer', name, level: 'intermediate', away: false });
  });

  it('lets a player who is out watch the rest of the game, and leave without a computer taking their seat', async () => {
    const anne = await host({ name: 'ANNE' });
    const people = [anne, await join(anne, { name: 'BOB' }), await join(anne, { name: 'CARL' })];
    // Everyone passes until a person is out, then the turns wait.
    const personOut = (m: GameMessage) => m.view.out.some((seat) => seat < people.length);
    for (const player of people) player.play((legal, m) => (personOut(m) ? null : passing(legal)));
    await play(anne, [3]);
    const out = await anne.until(() => ((m) => m !== undefined && personOut(m) && m.view.out)(anne.last('game')));
    // People sit at seats 0-2 in the order they joined.
    const seat = out.find((s) => s < people.length) ?? -1;
    const loser = people[seat];
    if (loser === undefined) throw new Error('A person is out.');
    await loser.until(() => loser.last('game')?.view.out.includes(seat));
    expect(loser.last('game')?.view.hand).toEqual([]);
    expect(loser.last('table')?.stage).toBe('playing');
    const stayed = people.filter((player) => player !== loser);
    await loser.leave();
    for (const player of stayed) player.play();
    await Promise.all(stayed.map(over));
    for (const player of stayed) {
      expect(player.last('table')?.seats[seat]).toMatchObject({ kind: 'person', away: false });
      expect(player.all('notice')).toEqual([]);
    }
  });

  it('closes the room when no person is left, even with computers playing', async () => {
    const anne = await host({ name: 'ANNE' });
    const roomId = anne.room.roomId;
    await play(anne, [1, 2]);
    await anne.leave();
    await expect.poll(() => matchMaker.getLocalRoomById(roomId), { timeout: 5000 }).toBeUndefined();
  });
});
