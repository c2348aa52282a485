// A worker of the network-load measure: it seats its share of the tables,
// four simulated people at each, all on their own connections to the game
// server, and plays game after game until told to stop. Each person answers
// their legal actions after a short think; while recording, every action's
// round trip is timed, from sending it to the first message that shows it
// taken (the `game` message carrying this seat's move) or refused.

import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { Client } from '@colyseus/sdk';

/** @typedef {{ url: string, tables: number, thinkMs: [number, number], roomType: string }} TablesData */
const { url, tables, thinkMs, roomType } = /** @type {TablesData} */ (workerData);
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const SEATS = 4;

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

/** One table, game after game: a host and three who join it by id, then Play. */
async function table(/** @type {Client} */ client, /** @type {number} */ index, /** @type {() => void} */ started) {
  let first = true;
  while (!state.stopping) {
    // Each person listens from the moment they are in, so no message of the table goes unheard.
    const host = await client.create(roomType, { name: `HOST${index}` });
    const rooms = [host];
    const games = [person(host)];
    for (let seat = 1; seat < SEATS; seat++) {
      const guest = await client.joinById(host.roomId, { name: `GUEST${seat}` });
      rooms.push(guest);
      games.push(person(guest));
    }
    const over = Promise.all(games);
    host.send('play');
    if (first) started();
    first = false;
    await over;
    counts.games++;
    await Promise.all(rooms.map((room) => room.leave(true).catch(() => undefined)));
  }
}

const client = new Client(url);
let startedTables = 0;
for (let index = 0; index < tables; index++) {
  table(client, index, () => {
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
