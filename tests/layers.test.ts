import { describe, expect, it } from 'vitest';
import { wrongImports } from '../scripts/check-layers.mjs';

const check = wrongImports as (file: string, text: string) => string[];

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
