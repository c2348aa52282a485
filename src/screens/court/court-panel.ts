// Where the Court's words lie on the table: the score panel on the felt and
// how its two parts share it (the figures at the top, the Rule Cue Card under
// a rule line), and the status line under the felt. Kept apart from the
// drawing so the words can be measured against them.

import { FONTS, measure } from '../../renderer/font';
import { clientWidth } from '../../renderer/widgets/frame-metrics';
import { clip } from '../shell/score-table';

/** The panel runs the height of the felt above your hand, right of the computer's. */
export const PANEL = { x: 450, y: 8, width: 174, height: 298 } as const;
/** While a finished game is played back, the replay's buttons take the felt's top right corner: the panel starts below them. */
export const REPLAY_PANEL_TOP = 56;
/** Room inside the panel's edge. */
export const PANEL_PAD = 6;
/** The width words wrap to inside the panel. */
export const PANEL_TEXT_WIDTH = PANEL.width - 2 * PANEL_PAD;

/** The rule line's row, under figures `figuresHeight` high in a panel whose top is `top`. */
export function ruleLineY(figuresHeight: number, top: number = PANEL.y): number {
  return top + 5 + figuresHeight + 4;
}

/** The Rule Cue Card's top, under the rule line. */
export function cueTop(figuresHeight: number, top: number = PANEL.y): number {
  return ruleLineY(figuresHeight, top) + 6;
}

/** Whether a cue `cueHeight` high fits under figures `figuresHeight` high, above the panel's foot. */
export function cueFits(figuresHeight: number, cueHeight: number, top: number = PANEL.y): boolean {
  return cueTop(figuresHeight, top) + cueHeight <= PANEL.y + PANEL.height - 2;
}

const width = (text: string): number => measure(FONTS.system, text).width;

/** A player's name as the panel shows it: cut short, if it must be, to leave its figure on the same line. */
export function panelName(name: string): string {
  return clip(name, PANEL_TEXT_WIDTH - width('  : -100'), width);
}

/** Where the status line's words start, from the window's left edge; they keep as far from the right. */
export const STATUS_X = 6;
/** The width the status line's words have. */
export const STATUS_TEXT_WIDTH = clientWidth() - 2 * STATUS_X;

/** The Rule Cue Card's text: its parts, most important first, as many as fit under the figures (the first always). */
export function cueShown(parts: readonly string[], figuresHeight: number, top: number = PANEL.y): string {
  const height = (text: string): number => measure(FONTS.system, text, { wrap: PANEL_TEXT_WIDTH }).height;
  let shown = parts.length;
  while (shown > 1 && !cueFits(figuresHeight, height(parts.slice(0, shown).join('\n')), top)) shown--;
  return parts.slice(0, shown).join('\n');
}
