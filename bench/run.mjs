// `npm run bench`: runs each measurement, prints value / target / pass, and
// writes bench-results/latest.json. A measurement is a module with a name and
// `run(context)` returning rows; add engine or AI measurements to MEASURES.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext } from './context.mjs';
import attractSoak from './measures/attract-soak.mjs';
import bundle from './measures/bundle.mjs';
import courtAiTime from './measures/court-ai-time.mjs';
import courtStrength from './measures/court-strength.mjs';
import euchreAiTime from './measures/euchre-ai-time.mjs';
import euchreCeilings from './measures/euchre-ceilings.mjs';
import euchreLoneHands from './measures/euchre-lone-hands.mjs';
import euchreStrength from './measures/euchre-strength.mjs';
import firstDeal from './measures/first-deal.mjs';
import frames from './measures/frames.mjs';
import heartsAiTime from './measures/hearts-ai-time.mjs';
import heartsStrength from './measures/hearts-strength.mjs';
import networkLoad from './measures/network-load.mjs';
import patienceAiTime from './measures/patience-ai-time.mjs';
import patienceStrength from './measures/patience-strength.mjs';
import playouts from './measures/playouts.mjs';
import startup from './measures/startup.mjs';
import thirtyOneAiTime from './measures/thirtyone-ai-time.mjs';
import thirtyOneStrength from './measures/thirtyone-strength.mjs';

/**
 * @typedef {object} Row
 * @property {string} name
 * @property {number | null} value  null when it could not be measured
 * @property {string} unit
 * @property {number} [max]  target: at most
 * @property {number} [min]  target: at least
 * @property {unknown} [detail]
 */

const MEASURES = [bundle, startup, firstDeal, frames, attractSoak, networkLoad, playouts, heartsAiTime, heartsStrength, courtAiTime, courtStrength, euchreAiTime, euchreStrength, euchreCeilings, euchreLoneHands, thirtyOneAiTime, thirtyOneStrength, patienceAiTime, patienceStrength];

/** @param {Row} row @returns {boolean | null} null when the row has no target */
function passes(row) {
  if (row.max === undefined && row.min === undefined) return null;
  if (row.value === null || Number.isNaN(row.value)) return false;
  return (row.max === undefined || row.value <= row.max) && (row.min === undefined || row.value >= row.min);
}

/** @param {number | null} value */
function format(value) {
  if (value === null || Number.isNaN(value)) return 'n/a';
  return value >= 100 ? value.toFixed(0) : value.toFixed(2);
}

/** @param {Row} row */
function target(row) {
  if (row.max !== undefined) return `≤ ${row.max} ${row.unit}`;
  if (row.min !== undefined) return `≥ ${row.min} ${row.unit}`;
  return '';
}

/** @param {(Row & { measure: string, pass: boolean | null })[]} results */
function printTable(results) {
  const lines = results.map((row) => [
    row.measure,
    row.name,
    `${format(row.value)} ${row.unit}`,
    target(row),
    row.pass === null ? '' : row.pass ? 'pass' : 'FAIL',
  ]);
  const header = ['measure', 'what', 'value', 'target', 'pass'];
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const print = (cells) => console.log(cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd());
  print(header);
  print(widths.map((width) => '-'.repeat(width)));
  lines.forEach(print);
}

// `--no-build` measures the dist/ already built; names (`npm run bench -- playouts`) pick measures.
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const chosen = only.length > 0 ? MEASURES.filter((measure) => only.includes(measure.name)) : MEASURES;
const context = createContext({ build: !process.argv.includes('--no-build') });
/** @type {(Row & { measure: string, pass: boolean | null })[]} */
const results = [];
try {
  for (const measure of chosen) {
    try {
      const rows = await measure.run(context);
      for (const row of rows) results.push({ measure: measure.name, ...row, pass: passes(row) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push({ measure: measure.name, name: 'error', value: null, unit: '', detail: message, min: 0, pass: false });
      console.error(`${measure.name}: ${message}`);
    }
  }
} finally {
  await context.close();
}

printTable(results);
const dir = join(context.root, 'bench-results');
mkdirSync(dir, { recursive: true });
const report = { date: new Date().toISOString(), node: process.version, results };
writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWritten to bench-results/latest.json`);
if (results.some((row) => row.pass === false)) process.exitCode = 1;
