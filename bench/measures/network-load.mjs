// The game server under load: 200 tables, a mix of all five games (every
// fifth table the same game), each seat a simulated person (no computers:
// four at Hearts, Euchre and Thirty-One, two at the Court and Chinese
// Patience), all playing at once against one server
// process, the built `npm run server` with the kiosk's own room settings.
// The people are SDK clients spread over worker threads, so the clients'
// side does not hold the server back. Measured over a window once every
// table is playing: each action's round trip (send to the message showing
// it taken or refused), and the server process's CPU and memory from /proc.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { build } from 'vite';
import { percentile } from '../stats.mjs';

const TABLES = 200;
/** The games, each with the people at a table of it: the tables take them in turn. */
const GAMES = [
  { roomType: 'hearts', seats: 4 },
  { roomType: 'euchre', seats: 4 },
  { roomType: 'thirtyone', seats: 4 },
  { roomType: 'court', seats: 2 },
  { roomType: 'patience', seats: 2 },
];
const PEOPLE = Array.from({ length: TABLES }, (_, index) => GAMES[index % GAMES.length]?.seats ?? 0).reduce((sum, seats) => sum + seats, 0);
const WORKERS = 2;
/** A person's think before answering, between these (ms): quick, and out of step across tables. */
const THINK_MS = [100, 300];
/** Timed only once every table is playing, and after the first deals have settled. */
const SETTLE_MS = 3000;
const WINDOW_MS = 30_000;
const P99_MAX_MS = 50;
/** Linux counts a process's CPU time in ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far. @param {number} pid */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may itself hold spaces: utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Resident memory in MB. @param {number} pid */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** The built game server, run as `npm run server` runs it; resolves with its process and address. @param {string} root */
async function startServer(root) {
  const outDir = join(root, 'node_modules', '.cache', 'parlour-bench', 'server');
  await build({ root, configFile: join(root, 'vite.server.config.ts'), logLevel: 'warn', build: { outDir } });
  const child = spawn(process.execPath, [join(outDir, 'main.js')], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', REDIS_URL: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The game server stopped (${code}) before it was ready:\n${output}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /running at (http:\S+)/.exec(output);
      if (match !== null) resolve(match[1]);
    });
  });
  // Its notes about refused moves are not part of the report.
  child.stdout.resume();
  return { child, url: /** @type {string} */ (url) };
}

/** Ends the server: SIGTERM, then SIGKILL if it has not gone within ten seconds. @param {import('node:child_process').ChildProcess} child */
async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  if ((await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) === false) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Resolves with the first message of `type` from `worker`; rejects if it fails first. @param {Worker} worker @param {string} type */
function next(worker, type) {
  return new Promise((resolve, reject) => {
    const listen = (/** @type {any} */ message) => {
      if (message.type === 'failed') reject(new Error(`A table failed: ${message.message}`));
      else if (message.type === type) resolve(message);
      else return;
      worker.off('message', listen);
    };
    worker.on('message', listen);
    worker.once('error', reject);
  });
}

export default {
  name: 'network-load',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { child, url } = await startServer(context.root);
    const pid = /** @type {number} */ (child.pid);
    /** @type {Worker[]} */
    const workers = [];
    try {
      for (let i = 0; i < WORKERS; i++) {
        const tables = Math.floor(TABLES / WORKERS) + (i < TABLES % WORKERS ? 1 : 0);
        workers.push(new Worker(new URL('./network-load-tables.mjs', import.meta.url), { workerData: { url, tables, first: workers.length, step: WORKERS, thinkMs: THINK_MS, games: GAMES } }));
      }
      await Promise.all(workers.map((worker) => next(worker, 'seated')));
      await sleep(SETTLE_MS);

      for (const worker of workers) worker.postMessage({ type: 'record' });
      const startedAt = performance.now();
      const cpuAtStart = cpuSeconds(pid);
      const clientsAtStart = process.cpuUsage();
      let peakRss = rssMb(pid);
      while (performance.now() - startedAt < WINDOW_MS) {
        await sleep(1000);
        peakRss = Math.max(peakRss, rssMb(pid));
      }
      const seconds = (performance.now() - startedAt) / 1000;
      const serverCpu = ((cpuSeconds(pid) - cpuAtStart) / seconds) * 100;
      const clientsUsage = process.cpuUsage(clientsAtStart);
      const clientsCpu = ((clientsUsage.user + clientsUsage.system) / 1e6 / seconds) * 100;
      const [machineLoad] = loadavg();

      const results = await Promise.all(workers.map((worker) => {
        const samples = next(worker, 'samples');
        worker.postMessage({ type: 'stop' });
        return samples;
      }));
      const samples = results.flatMap((result) => result.samples);
      const refused = results.reduce((sum, result) => sum + result.refused, 0);
      const games = results.reduce((sum, result) => sum + result.games, 0);
      const window = `${TABLES} tables (${GAMES.map((game) => game.roomType).join(', ')} in turn), ${PEOPLE} people, think ${THINK_MS[0]}-${THINK_MS[1]} ms, over ${seconds.toFixed(0)} s`;
      return [
        { name: 'action round trip p50', value: percentile(samples, 50), unit: 'ms', detail: window },
        { name: 'action round trip p99', value: percentile(samples, 99), unit: 'ms', max: P99_MAX_MS, detail: window },
        { name: 'tables playing at once', value: TABLES, unit: 'rooms', min: 200 },
        { name: 'people connected', value: PEOPLE, unit: 'clients', min: PEOPLE },
        { name: 'actions timed', value: samples.length, unit: 'actions', detail: `${(samples.length / seconds).toFixed(0)} a second; ${refused} refused; ${games} games finished` },
        { name: 'server CPU', value: serverCpu, unit: '% of a core', detail: 'user + system time of the server process over the window (/proc/<pid>/stat)' },
        { name: 'server memory', value: peakRss, unit: 'MB', detail: 'peak resident set of the server process over the window (/proc/<pid>/status)' },
        { name: 'clients CPU', value: clientsCpu, unit: '% of a core', detail: `the ${WORKERS} worker threads of simulated people, for comparison` },
        {
          name: 'clients event-loop delay p99',
          value: Math.max(...results.map((result) => result.lagP99)),
          unit: 'ms',
          detail: 'the worst of the worker threads: how much of a round trip the clients themselves may add',
        },
        // The tail of the round trip follows how busy the machine's cores are with other work.
        { name: 'machine load average', value: machineLoad ?? null, unit: 'processes', detail: 'over the last minute, this measure\'s server and clients included' },
      ];
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
      await stopServer(child);
    }
  },
};
