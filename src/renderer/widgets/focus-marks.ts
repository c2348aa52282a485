// The drawings that show where the focus is (a button's dotted rectangle,
// the marks round a card) on a layer of their own, so that a window under a
// box opened over it can hide them: as in Windows, the box has the focus,
// and only its control shows a focus mark. The navigator, where every box
// opens, hides the marks of whatever lies beneath the top one.

import { Container } from 'pixi.js';
import { Rects } from '../rects';

/** A focus mark: drawn by its control as the focus moves, shown only while nothing is open over it. */
export class FocusMarks extends Rects {}

/** Show or hide every focus mark under `root` (a screen, or a box under another box). */
export function showFocusMarks(root: Container, shown: boolean): void {
  if (root instanceof FocusMarks) root.visible = shown;
  for (const child of root.children) showFocusMarks(child, shown);
}

/** Whether any focus mark under `root` would be seen now: drawn, and nothing on its way up hidden (for tests and automation). */
export function focusMarkShown(root: Container): boolean {
  if (!root.visible) return false;
  if (root instanceof FocusMarks && root.drawn) return true;
  return root.children.some((child) => focusMarkShown(child));
}
