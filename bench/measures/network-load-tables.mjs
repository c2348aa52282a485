// A worker of the network-load measure: it seats its share of the tables,
// each of the game its turn gives it, a simulated person in every seat, all
// on their own connections to the game server, and plays game after game
// until told to stop. Each person answers
// their legal actions after a short think; while recording, every action's
// round trip is timed, from sending it to the first message that shows it
// taken (the `game` message carrying this seat's move) or refused.

import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { Client } from '@colyseus/sdk';

/** @typedef {{ url: string, tables: number, first: number, step: number, thinkMs: [number, number], games: { roomType: string, seats: number }[] }} TablesData */
const { url, tables, first, step, thinkMs, games } = /** @type {TablesData} */ (workerData);
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const state = { recording: false, stopping: false };
/** Round trips in ms, while recording. */
const samples = [];
const counts = { refused: 0, games: 0 };
// How late this thread runs its callbacks: a round trip it times is at least that late.
const lag = monitorEventLoopDelay({ resolution: 10 });

/** A think between the bounds, so the tables drift apart rather than act in step. */
const think = () => thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]);

/** A quick choice: any legal action, at random. @param {{ type: string }[]} legal */
function choose(legal) {
  return legal[Math.floor(Math.random() * legal.length)];
}

/**
 * One simulated person in `room`: answers turns and times each answer.
 * Resolves when the game is over.
 * @param {import('@colyseus/sdk').Room} room
 */
function person(room) {
  let seat = /** @type {number | null} */ (null);
  let sentAt = /** @type {number | null} */ (null);
  let thinking = false;
  const done = (/** @type {number} */ at) => {
    if (sentAt !== null && state.recording) samples.push(at - sentAt);
    sentAt = null;
  };
  return new Promise((resolve) => {
    room.onMessage('table', (/** @type {{ you: number | null, stage: string }} */ info) => {
      seat = info.you;
      if (info.stage === 'over') resolve(undefined);
    });
    room.onMessage('game', (/** @type {{ move: { seat: number } | null, legal: { type: string }[] }} */ game) => {
      if (game.move !== null && game.move.seat === seat) done(performance.now());
      if (game.legal.length === 0 || thinking || sentAt !== null) return;
      thinking = true;
      setTimeout(() => {
        thinking = false;
        sentAt = performance.now();
        room.send('action', choose(game.legal));
      }, think());
    });
    room.onMessage('refused', (/** @type {{ of: string }} */ refused) => {
      if (refused.of !== 'action') return;
      counts.refused++;
      done(performance.now());
    });
    // Notices and chat are heard and let go.
    room.onMessage('*', () => undefined);
    room.onLeave(() => resolve(undefined));
  });
}

/** One table of `game`, game after game: a host and the others who join it by id, then Play. */
async function table(/** @type {Client} */ client, /** @type {number} */ index, /** @type {{ roomType: string, seats: number }} */ game, /** @type {() => void} */ started) {
  let opening = true;
  while (!state.stopping) {
    // Each person listens from the moment they are in, so no message of the table goes unheard.
    const host = await client.create(game.roomType, { name: `HOST${index}` });
    const rooms = [host];
    const playing = [person(host)];
    for (let seat = 1; seat < game.seats; seat++) {
      const guest = await client.joinById(host.roomId, { name: `GUEST${seat}` });
      rooms.push(guest);
      playing.push(person(guest));
    }
    const over = Promise.all(playing);
    host.send('play');
    if (opening) started();
    opening = false;
    await over;
    counts.games++;
    await Promise.all(rooms.map((room) => room.leave(true).catch(() => undefined)));
  }
}

const client = new Client(url);
let startedTables = 0;
for (let index = 0; index < tables; index++) {
  // The workers deal the tables out in turn, so each game has its share of every worker.
  const at = first + index * step;
  const game = games[at % games.length];
  if (game === undefined) throw new Error('No games to play.');
  table(client, at, game, () => {
    startedTables++;
    if (startedTables === tables) port.postMessage({ type: 'seated' });
  }).catch((error) => port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
}

// `record` starts the timing; `stop` ends it and sends the samples (the measure then ends this worker).
port.on('message', (/** @type {{ type: 'record' | 'stop' }} */ message) => {
  state.recording = message.type === 'record';
  state.stopping = message.type === 'stop';
  if (state.recording) lag.enable();
  if (!state.stopping) return;
  lag.disable();
  port.postMessage({ type: 'samples', samples, refused: counts.refused, games: counts.games, lagP99: lag.percentile(99) / 1e6 });
});
