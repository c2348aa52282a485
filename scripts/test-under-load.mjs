// `npm run test:load`: the whole test suite while every core is kept busy, to
// show that it holds on a loaded machine (a cabinet's build box running other
// jobs, a shared CI runner).
//
// One spinning worker thread per core (or `--busy N`) runs beside the steps of
// `npm test`, taken from package.json so the two never drift apart. The steps
// run one after another as `npm test` runs them, but a failing step does not
// stop the rest, so every project reports its figures. At the end: the time
// each step took, its tests passed and failed, the machine's load, and the log
// in test-results/test-under-load.log.
//
// The spinners are threads of this process, so they end with it whatever
// happens; each also stops by itself after `--minutes` (default 45).
//
//   node scripts/test-under-load.mjs [--busy N] [--minutes M] [-- command args...]

import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { Worker } from 'node:worker_threads';
import { ROOT } from './preview.mjs';

function usage(message) {
  if (message) console.error(message);
  console.error('usage: node scripts/test-under-load.mjs [--busy N] [--minutes M] [-- command args...]');
  process.exit(2);
}

function parseArgs(argv) {
  const options = { busy: availableParallelism(), minutes: 45, command: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      options.command = argv.slice(i + 1);
      if (options.command.length === 0) usage('Nothing to run after --.');
      break;
    }
    const value = Number(argv[i + 1]);
    if (arg === '--busy' && Number.isInteger(value) && value >= 0) options.busy = value;
    else if (arg === '--minutes' && value > 0) options.minutes = value;
    else usage(`Unknown or bad argument: ${arg}`);
    i++;
  }
  return options;
}

/** The steps of `npm test` as package.json has them: `npm run a && npm run b && ...`. */
function testSteps() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const script = pkg.scripts?.test;
  if (typeof script !== 'string') throw new Error('package.json has no "test" script.');
  return script.split('&&').map((part) => {
    const words = part.trim().split(/\s+/);
    return { name: words[0] === 'npm' && words[1] === 'run' ? words.slice(2).join(' ') : words.join(' '), command: words };
  });
}

// ---- the spinners ----

const SPIN = `
const { workerData } = require('node:worker_threads');
let x = 0;
while (Date.now() < workerData.until) {
  for (let i = 0; i < 1e6; i++) x = (x + Math.sqrt(i)) % 1e9;
}
`;

function startSpinners(count, minutes) {
  const until = Date.now() + minutes * 60_000;
  const workers = Array.from({ length: count }, (_, i) => {
    const worker = new Worker(SPIN, { eval: true, workerData: { until } });
    worker.on('error', (error) => console.error(`Spinner ${i} failed:`, error));
    // A spinner must never keep this process alive on its own.
    worker.unref();
    return worker;
  });
  return { stop: () => Promise.all(workers.map((worker) => worker.terminate())) };
}

// ---- running a step, its output kept for the figures ----

let running = null;

function run(command, log) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: ROOT,
      // Its own process group, so an interrupted run takes vitest and Chromium down with it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    running = child;
    let text = '';
    const take = (chunk, to) => {
      text += chunk;
      log.push(chunk.toString());
      to.write(chunk);
    };
    child.stdout.on('data', (chunk) => take(chunk, process.stdout));
    child.stderr.on('data', (chunk) => take(chunk, process.stderr));
    child.on('error', (error) => {
      text += `\n${error.message}\n`;
    });
    child.on('close', (code, signal) => {
      running = null;
      resolve({ code: code ?? (signal ? 128 : 1), text });
    });
  });
}

/** Vitest's summary lines ("Tests  2 failed | 40 passed (42)"), summed over the runs in `text`. */
function figures(text) {
  const plain = stripVTControlCharacters(text);
  const sum = { files: { passed: 0, failed: 0, skipped: 0 }, tests: { passed: 0, failed: 0, skipped: 0 }, failures: [] };
  for (const [, kind, body] of plain.matchAll(/^\s*(Test Files|Tests)\s+(.+)$/gm)) {
    const into = kind === 'Tests' ? sum.tests : sum.files;
    for (const [, n, what] of body.matchAll(/(\d+) (passed|failed|skipped)/g)) into[what] += Number(n);
  }
  // The summary names each failed test once: " FAIL  |project| file > test".
  for (const [, name] of plain.matchAll(/^\s*FAIL\s+(.+?)\s*$/gm)) {
    if (!sum.failures.includes(name)) sum.failures.push(name);
  }
  return sum;
}

function minutes(ms) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const steps = options.command ? [{ name: options.command.join(' '), command: options.command }] : testSteps();
  const cores = availableParallelism();
  console.log(`Under load: ${options.busy} spinning thread(s) on ${cores} core(s), for at most ${options.minutes} min.`);
  console.log(`Steps: ${steps.map((s) => s.name).join(', ')}\n`);

  const spinners = startSpinners(options.busy, options.minutes);
  const loads = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 15_000);
  const stopAll = async () => {
    clearInterval(sampler);
    await spinners.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (running?.pid) {
        try {
          process.kill(-running.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
      void stopAll().finally(() => process.exit(130));
    });
  }

  const log = [];
  const results = [];
  const started = Date.now();
  try {
    for (const step of steps) {
      const at = Date.now();
      console.log(`\n=== ${step.name} (under load) ===`);
      const { code, text } = await run(step.command, log);
      results.push({ name: step.name, code, ms: Date.now() - at, ...figures(text) });
    }
  } finally {
    await stopAll();
  }
  const total = Date.now() - started;

  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const logPath = join(ROOT, 'test-results', 'test-under-load.log');
  writeFileSync(logPath, log.join(''));

  const rows = results.map((r) => {
    const tests = r.tests.passed + r.tests.failed + r.tests.skipped > 0 ? `${r.tests.passed} passed, ${r.tests.failed} failed${r.tests.skipped ? `, ${r.tests.skipped} skipped` : ''}` : '';
    return [r.code === 0 ? 'ok' : `FAILED (${r.code})`, r.name, minutes(r.ms), tests];
  });
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((row) => row[c].length)));
  console.log(`\n=== The suite under load: ${options.busy} spinning thread(s) on ${cores} core(s) ===`);
  for (const row of rows) console.log(`${row[0].padEnd(widths[0])}  ${row[1].padEnd(widths[1])}  ${row[2].padStart(widths[2])}  ${row[3]}`);
  const passed = results.reduce((n, r) => n + r.tests.passed, 0);
  const failed = results.reduce((n, r) => n + r.tests.failed, 0);
  const meanLoad = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : loadavg()[0];
  console.log(`Total ${minutes(total)}; tests ${passed} passed, ${failed} failed; mean load average ${meanLoad.toFixed(1)} on ${cores} core(s).`);
  for (const r of results) for (const name of r.failures) console.log(`  failed: ${name}`);
  console.log(`Log: ${logPath}`);
  process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
