// The deck's art as pure bitmaps (Node-safe); `cardTextures.ts` turns them into
// Pixi textures in the browser.

export { CARD_HEIGHT, CARD_WIDTH } from './frame';
export { paintFace } from './face';
export { suitColour } from './ink';
export { BACKS, paintBack } from './backs';
export { paintSlot } from './slot';
export { invertCard } from './selected';
