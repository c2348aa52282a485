// What every screen may use: the stage, the navigator, input, records, sound
// and the URL flags, plus the ways to move between the shell's screens.

import type { Flags } from './flags';
import type { Navigator } from './navigator';
import type { GameEntry } from './registry';
import type { PixelStage } from '../renderer/stage';
import type { InputHub } from '../input/hub';
import type { Records } from '../store/records';
import type { Sfx } from '../audio/sfx';
import type { KioskOptions } from '../store/schemas';

export type ShellScreenId = 'title' | 'attract' | 'select' | 'hall-of-fame' | 'operator';

export interface Shell {
  readonly stage: PixelStage;
  readonly nav: Navigator;
  readonly input: InputHub;
  readonly records: Records;
  readonly sfx: Sfx;
  readonly flags: Flags;
  readonly games: readonly GameEntry[];
  /** Whoever is playing now; forgotten when a game is abandoned. */
  player: string | null;
  show(id: ShellScreenId): void;
  /** Put options into effect at once (the operator menu, after an import). */
  applyOptions(options: Readonly<KioskOptions>): void;
  play(game: GameEntry): Promise<void>;
}
