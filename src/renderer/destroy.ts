// How a finished view is taken down: with every node under it, so no screen
// shown and left keeps its sprites (a drawing's rectangles among them)
// alive. Textures are shared (card faces, font atlases, the white pixel of
// every rectangle) and stay.

import type { DestroyOptions } from 'pixi.js';

export const WHOLE_TREE: DestroyOptions = { children: true, texture: false, textureSource: false };
