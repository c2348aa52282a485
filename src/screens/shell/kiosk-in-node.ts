// What the whole kiosk needs of a browser to run in Node, set up before each
// flow test file (the `flow` project's setup, vitest.config.ts): Pixi reads
// the user agent as it loads, and the card art's textures are blank, as no
// frame is ever painted. A unit test file that opens a TestKiosk stubs the
// same two things itself.

import { vi } from 'vitest';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));
