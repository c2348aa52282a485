// How a finished view is taken down. Pixi keeps a Graphics' own drawing (its
// GraphicsContext, and the GPU batches made from it) alive when the Graphics
// is destroyed with options that do not name `context`, as `{ children: true }`
// does not: every screen shown and left then leaves its drawings behind. No
// drawing here is shared between Graphics, so each goes with its node.
// Textures are shared (card faces, font atlases) and stay.

import type { DestroyOptions } from 'pixi.js';

export const WHOLE_TREE: DestroyOptions = { children: true, context: true };
