// The shell's contract with the screens: what every screen may use (the
// stage, the navigator, input, records, sound and the URL flags, plus the
// ways to move between the shell's screens), and what the shell knows of a
// game (its entry). The shell itself is `shell/kiosk-shell.ts`; the games it
// offers are listed in `registry.ts`. This module imports neither, so a
// screen can depend on it without depending on every other screen.

import type { Flags } from './flags';
import type { Navigator } from './navigator';
import type { Screen } from './screen';
import type { ScoreBoard } from '../store/highscores';
import type { PixelStage } from '../renderer/stage';
import type { InputHub } from '../input/hub';
import type { Records } from '../store/records';
import type { Sfx } from '../audio/sfx';
import type { KioskOptions } from '../store/schemas';
import type { GameId } from '../engine/catalog';
import type { Seat } from '../engine/game';
import type { Device } from '../input/commands';

/**
 * A game as the shell offers it, kept in the game's own folder (`<game>/entry.ts`)
 * and listed in `registry.ts`. It is small: the title, the game select and the
 * Hall of Fame read it without loading the game, whose screen comes with `load`.
 */
export interface GameEntry<Id extends GameId = GameId> {
  /** A game whose rules the engine has (src/engine/catalog.ts). */
  readonly id: Id;
  readonly title: string;
  /** One line for the select screen: the machine and the table. */
  readonly blurb: string;
  readonly players: string;
  /** The game's high-score tables, as the hall of fame shows them. */
  readonly highScores: readonly ScoreBoard[];
  /** The game's screen, loaded (in a chunk of its own) when the game starts. */
  load(): Promise<(shell: Shell) => Screen>;
  /** Computer-versus-computer play for the attract loop, where the game has one. */
  demo?(): Promise<(shell: Shell) => Screen>;
}

/**
 * An entry's `load` (and, `withDemo`, the attract loop's `demo`): the screen
 * `make` builds from the module `chunk` imports, a chunk of its own loaded
 * only when the game (or its demo) starts.
 */
export function lazyScreen<M>(chunk: () => Promise<M>, make: (module: M, shell: Shell, demo: boolean) => Screen, withDemo = false): Pick<GameEntry, 'load' | 'demo'> {
  const loader = (demo: boolean) => async () => {
    const module = await chunk();
    return (shell: Shell) => make(module, shell, demo);
  };
  return withDemo ? { load: loader(false), demo: loader(true) } : { load: loader(false) };
}

/** A person at the kiosk's table: in which seat, under which name (null for a guest), on which device (null: any). */
export interface Seated {
  readonly seat: Seat;
  readonly name: string | null;
  readonly device: Device | null;
}

export type ShellScreenId = 'title' | 'attract' | 'select' | 'hall-of-fame' | 'operator';

export interface Shell {
  readonly stage: PixelStage;
  readonly nav: Navigator;
  readonly input: InputHub;
  readonly records: Records;
  readonly sfx: Sfx;
  readonly flags: Flags;
  readonly games: readonly GameEntry[];
  /** The people seated at the table now; forgotten when a game is walked away from. */
  seated: Seated[];
  /** The game played last, where the game select's cursor stands; null before any. */
  readonly lastGame: GameEntry['id'] | null;
  show(id: ShellScreenId): void;
  /** Put options into effect at once (the operator menu, after an import). */
  applyOptions(options: Readonly<KioskOptions>): void;
  play(game: GameEntry): Promise<void>;
}

/** The name of the person in `seat`: null for a guest or an empty seat. */
export function seatedName(shell: Pick<Shell, 'seated'>, seat: Seat = 0): string | null {
  return shell.seated.find((p) => p.seat === seat)?.name ?? null;
}

/** Seat `name` (null: a guest) in `seat`, in place of whoever sat there. */
export function seatPerson(shell: Pick<Shell, 'seated'>, seat: Seat, name: string | null, device: Device | null = null): void {
  shell.seated = [...shell.seated.filter((p) => p.seat !== seat), { seat, name, device }].sort((a, b) => a.seat - b.seat);
}

/** The kiosk's game `id` (a name from the network, unchecked), or undefined where the kiosk has none of that name. */
export function gameNamed(shell: Pick<Shell, 'games'>, id: string): GameEntry | undefined {
  return shell.games.find((game) => game.id === id);
}
