import { describe, expect, it } from 'vitest';
import { NO_CYCLES, importCycles, sourcesIn, wrongImports } from '../scripts/check-layers.mjs';

const check = wrongImports as (file: string, text: string) => string[];
const circles = importCycles as (sources: Record<string, string>) => string[][];
const sources = sourcesIn as (dir: string) => Record<string, string>;

describe('the layers point one way', () => {
  it('flags what the tree did before the table layer: the server and the network link reaching into the screens', () => {
    expect(check('server/network-game.ts', "import { type Move, TableSession } from '../src/screens/table/session';")).toHaveLength(1);
    expect(check('src/net/net-session.ts', "import { Cancelled } from '../screens/table/seats';")).toHaveLength(1);
    expect(check('src/table/seats.ts', "import type { Device } from '../input/commands';")).toHaveLength(1);
    expect(check('src/store/schemas.ts', "import { addressProblem } from '../net/address';")).toHaveLength(1);
    expect(check('src/engine/hearts/ai.ts', "import { thing } from '../../table/session';")).toHaveLength(1);
    expect(check('src/table/session.ts', "import { Container } from 'pixi.js';")).toHaveLength(1);
    expect(check('src/net/game-link.ts', "const m = await import('../screens/net/lobby-dialog');")).toHaveLength(1);
  });

  it('lets each layer import itself and those beneath it', () => {
    expect(check('server/network-game.ts', "import { TableSession } from '../src/table/session';\nimport { thirtyone } from '../src/engine/thirtyone';")).toEqual([]);
    expect(check('src/net/net-session.ts', "import { Cancelled } from '../table/seats';\nimport { Client } from '@colyseus/sdk';")).toEqual([]);
    expect(check('server/static-files.ts', "import { CONNECT_ORIGINS } from '../scripts/csp.mjs';")).toEqual([]);
    // The screens may import anything.
    expect(check('src/screens/thirtyone/network-mode.ts', "import { Container } from 'pixi.js';\nimport { x } from '../../net/game-link';")).toEqual([]);
  });
});

describe('no import goes round in a circle among the screens', () => {
  it('finds the circle the screens had: the contract named the game list, which loads every screen, which imports the contract', () => {
    const tree = {
      'src/screens/shell.ts': "import type { Navigator } from './navigator';\nimport type { GameEntry } from './registry';",
      'src/screens/navigator.ts': "import { Container } from 'pixi.js';",
      'src/screens/registry.ts': "import type { Shell } from './shell';\nexport const GAMES = [{ load: () => import('./hearts/hearts-screen') }];",
      'src/screens/hearts/hearts-screen.ts': "import {\n  type Shell,\n  seatedName,\n} from '../shell';\nimport { HeartsTable } from './hearts-table';",
      'src/screens/hearts/hearts-table.ts': "import type { Navigator } from '../navigator';",
    };
    expect(circles(tree)).toEqual([['src/screens/hearts/hearts-screen.ts', 'src/screens/shell.ts', 'src/screens/registry.ts', 'src/screens/hearts/hearts-screen.ts']]);
  });

  it('counts type-only, re-exported and for-effect imports, and a module importing itself', () => {
    expect(circles({ 'src/screens/a.ts': "import type { B } from './b';", 'src/screens/b.ts': "export { a } from './a';" })).toHaveLength(1);
    expect(circles({ 'src/screens/a.ts': "import './b';", 'src/screens/b.ts': "import './a';" })).toHaveLength(1);
    expect(circles({ 'src/screens/a.ts': "import { a } from './a';" })).toEqual([['src/screens/a.ts', 'src/screens/a.ts']]);
  });

  it('passes the tree as it is laid out now: the contract names no game, and each entry loads its own screen', () => {
    const tree = {
      'src/screens/shell-contract.ts': "import type { Navigator } from './navigator';\nimport type { Screen } from './screen';",
      'src/screens/navigator.ts': "import type { Screen } from './screen';",
      'src/screens/screen.ts': "import type { Container } from 'pixi.js';",
      'src/screens/registry.ts': "import type { GameEntry } from './shell-contract';\nimport { heartsEntry } from './hearts/entry';",
      'src/screens/hearts/entry.ts': "import type { GameEntry } from '../shell-contract';\nconst load = () => import('./hearts-screen');",
      'src/screens/hearts/hearts-screen.ts': "import { type Shell, seatedName } from '../shell-contract';",
    };
    expect(circles(tree)).toEqual([]);
  });

  it('finds none in the screens themselves', () => {
    expect(NO_CYCLES).toContain('src/screens');
    for (const dir of NO_CYCLES) expect(circles(sources(dir)).map((circle) => circle.join(' -> '))).toEqual([]);
  });
});
