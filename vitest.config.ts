import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ALIASES } from './scripts/aliases.mjs';

// Four projects, run in three groups one after another (`sequence.groupOrder`)
// so a plain `vitest run` never has CPU-heavy games and a browser competing
// for the cores. The Node projects take every core (vitest's own default
// leaves one idle, half of this 2-core machine): nothing else runs beside
// them, and no test waits on the clock.
//
// - unit:  fast tests in Node; none needs more than about a second on an idle
//          machine, so the budget below is ten times that.
// - flow:  a game's flow through the whole kiosk in Node (test-kiosk.ts), as a
//          player meets it: whole games, menus, questions, replays. Each file
//          takes seconds, not the unit budget, so it runs beside `unit` with
//          a budget of minutes; files are named `*.flow.test.ts`.
// - heavy: tests that play thousands of games or whole games between computer
//          players (property tests, AI strength). Listed here by path, so the
//          files themselves stay plain tests; a new file named `*.heavy.test.ts`
//          lands here by itself. One file a core, so each has a whole core,
//          with a budget counted in minutes; the games are seeded and the
//          computer players search by count, not by the clock, so a busy
//          machine makes them slower, never different.
// - e2e:   browser tests that drive Debian's Chromium through playwright-core
//          against the production build. They wait on the page's own state
//          (`window.parlour`), never on the clock; the budgets are for a
//          machine whose cores are busy with other work.
//
// `npm test` runs each project as its own step (see package.json).

/** CPU-heavy test files: the `heavy` project runs them, `unit` leaves them out. */
export const HEAVY = [
  '**/*.heavy.test.ts',
  // A thousand random games or more per registered game.
  'src/engine/properties.test.ts',
  // Computer players deciding through whole games, and strength matches between levels.
  'src/engine/*/ai.test.ts',
  'src/engine/*/ai-strength.test.ts',
  'src/engine/*/ai-knowledge.test.ts',
  'src/engine/patience/ai-world.test.ts',
  // Bit-mask playouts checked against the engine over random deals and rules.
  'src/engine/hearts/playout-engine.test.ts',
  // Paints and inverts all 52 card faces.
  'src/renderer/cards/selected.test.ts',
];

const E2E = ['tests/e2e/**'];
/** One test file a core in the Node projects. */
const CORES = availableParallelism();
/** Whole-kiosk flow tests in Node: the `flow` project runs them, `unit` leaves them out. */
const FLOW = ['src/**/*.flow.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: CORES,
    projects: [
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: [...E2E, ...HEAVY, ...FLOW],
          environment: 'node',
          testTimeout: 10_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'flow',
          include: FLOW,
          environment: 'node',
          setupFiles: ['src/screens/shell/kiosk-in-node.ts'],
          testTimeout: 180_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'heavy',
          include: HEAVY,
          exclude: E2E,
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Every `expect.poll` waits on the page's state; a minute is what a
          // state that is sure to come may take on a loaded machine (see
          // STATE_TIMEOUT in tests/e2e/browser.ts).
          expect: { poll: { timeout: 60_000, interval: 50 } },
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
