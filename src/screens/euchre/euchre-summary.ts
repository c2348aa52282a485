// The small box at a hand's end: who made what, each side's tricks, the
// points and why, and the score. At the player's own table it is a dialog
// with OK, answered by any device, that also goes by itself after the game
// speed's time (not under automation's instant speed, where it waits for
// the press); in a demo or a replay it only shows, for the game speed's time.

import type { Container } from 'pixi.js';
import { Dialog, type DialogHost, Label, theme } from '../../renderer/widgets';

/** The text's width in the box. */
const WRAP = 280;
/** The box stands this much below the middle of the window: over the trick, clear of your partner's name. */
const LOWER = 14;

export interface HandSummary {
  title: string;
  lines: readonly string[];
}

export interface SummaryShow {
  /** Where the box opens: the kiosk's dialogs (answered by a press), or a layer of the table (only shown). */
  host: DialogHost;
  /** With an OK button to press. */
  pressable: boolean;
  /** Goes by itself when this resolves; null: only a press closes it. */
  timeout: Promise<void> | null;
}

/** Show `summary` until it is answered or its time is up. */
export async function showHandSummary(summary: HandSummary, { host, pressable, timeout }: SummaryShow): Promise<void> {
  const look = theme('win31');
  const body = new Label(summary.lines.join('\n'), { wrap: WRAP, font: look.font, colour: look.text });
  const dialog = new Dialog<string>(summary.title, 'win31', { body: [body], buttons: pressable ? [{ id: 'ok', label: 'OK' }] : [], answer: (id) => id, cancel: () => 'ok' });
  dialog.view.y += LOWER;
  dialog.open(host);
  await (timeout === null ? dialog.result : Promise.race([dialog.result, timeout]));
  dialog.finish('ok');
}

/** A host that only shows a box on `layer` (a demo's or a replay's table), taking no presses. */
export function showingHost(layer: Container): DialogHost {
  return {
    open: (dialog) => layer.addChild(dialog.view),
    close: (dialog) => dialog.view.removeFromParent(),
  };
}
