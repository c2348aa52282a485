// Where a test's arrows take the focus, read from a screen's controls as
// automation reports them (`ControlInfo`). Plain functions, no Pixi: the
// browser drivers (tests/e2e) and the kiosk in Node (test-kiosk.ts) both walk
// the focus with them. Imported only by tests.

import type { ControlInfo } from '../screen';

export type Arrow = 'up' | 'down' | 'left' | 'right';

/** The arrow that takes the focus a step toward the control `id` (up or down to its row, then along it); null when it has the focus. */
export function stepToward(controls: readonly ControlInfo[], id: string): Arrow | null {
  const focused = controls.find((c) => c.focused);
  const target = controls.find((c) => c.id === id);
  if (!target) throw new Error(`No control ${id}; there are ${controls.map((c) => c.id).join(' ')}`);
  if (focused?.id === id) return null;
  if (!focused) return 'down';
  if (target.y + target.height <= focused.y) return 'up';
  if (target.y >= focused.y + focused.height) return 'down';
  return target.x > focused.x ? 'right' : 'left';
}

/**
 * Of the controls named `ids`, the one nearest the focused control (the first
 * when nothing has the focus): the fewest arrow or D-pad steps to reach.
 */
export function nearestControl(controls: readonly ControlInfo[], ids: readonly string[]): string | undefined {
  const focused = controls.find((c) => c.focused);
  const candidates = controls.filter((c) => ids.includes(c.id));
  if (!focused) return candidates[0]?.id ?? ids[0];
  const distance = (c: ControlInfo) => Math.abs(c.x - focused.x) + Math.abs(c.y - focused.y);
  return candidates.reduce<ControlInfo | undefined>((best, c) => (best === undefined || distance(c) < distance(best) ? c : best), undefined)?.id ?? ids[0];
}
