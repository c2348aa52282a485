// The running kiosk: owns the screens, routes every command, watches for
// idleness and applies the operator's options. Screens reach all of it
// through the `Shell` interface.

import type { Sfx } from '../../audio/sfx';
import type { Command } from '../../input/commands';
import type { InputHub } from '../../input/hub';
import type { PixelStage } from '../../renderer/stage';
import { messageBox } from '../../renderer/widgets/dialogs';
import type { KioskOptions } from '../../store/schemas';
import type { Records } from '../../store/records';
import type { Flags } from '../flags';
import { COUNTDOWN_MS, IdleWatch } from '../idle';
import type { Navigator } from '../navigator';
import type { Screen } from '../screen';
import type { GameEntry, Seated, Shell, ShellScreenId } from '../shell-contract';
import { SelectScreen } from './select';
import { StillPlaying } from './still-playing';
import { SpectrumStillPlaying } from './still-playing-spectrum';
import { SPECTRUM_SIZE } from '../../renderer/stage';
import { TitleScreen } from './title';

type LaterScreenId = Exclude<ShellScreenId, 'title' | 'select'>;

/**
 * The shell's screens beyond the title and the game select: their code is
 * fetched when one is first shown, or ahead of that in idle time (`prefetch`),
 * so the kiosk's start waits for none of them.
 */
const LATER: Record<LaterScreenId, () => Promise<(shell: Shell) => Screen>> = {
  attract: async () => {
    const { AttractScreen } = await import('./attract');
    return (shell) => new AttractScreen(shell);
  },
  'hall-of-fame': async () => {
    const { HallOfFameScreen } = await import('./hall-of-fame');
    return (shell) => new HallOfFameScreen(shell);
  },
  operator: async () => {
    const { OperatorScreen } = await import('./operator');
    return (shell) => new OperatorScreen(shell);
  },
};

export interface KioskParts {
  stage: PixelStage;
  nav: Navigator;
  input: InputHub;
  records: Records;
  sfx: Sfx;
  flags: Flags;
  games: readonly GameEntry[];
  /** A new build of the kiosk waiting to be taken (none where the kiosk is not kept for offline play). */
  newBuild?: { readonly waiting: boolean; take(): void };
}

export class KioskShell implements Shell {
  readonly stage: PixelStage;
  readonly nav: Navigator;
  readonly input: InputHub;
  readonly records: Records;
  readonly sfx: Sfx;
  readonly flags: Flags;
  readonly games: readonly GameEntry[];
  seated: Seated[] = [];
  lastGame: GameEntry['id'] | null = null;
  private readonly idle: IdleWatch;
  private readonly newBuild: KioskParts['newBuild'];
  private stillPlaying: StillPlaying | SpectrumStillPlaying | null = null;
  /** A game's code is loading: input waits rather than landing on the old screen. */
  private loading = false;
  /** A screen's code is loading (LATER): the same. */
  private opening = false;
  /** Counts `show`s, so a screen whose code comes late is not shown over a later one. */
  private shows = 0;

  constructor(parts: KioskParts) {
    ({ stage: this.stage, nav: this.nav, input: this.input, records: this.records, sfx: this.sfx, flags: this.flags, games: this.games } =
      parts);
    this.newBuild = parts.newBuild;
    this.idle = new IdleWatch(() => {
      const options = this.records.options();
      return {
        attractAfterMs: options.attractAfterSeconds * 1000,
        idleTimeoutMs: options.idleTimeoutSeconds * 1000,
        countdownMs: COUNTDOWN_MS,
      };
    });
    this.applyOptions(this.records.options());
    this.input.subscribe((command) => this.route(command));
    this.nav.onChange(() => this.idle.reset());
    this.stage.onTick((dt) => this.tick(dt));
  }

  show(id: ShellScreenId): void {
    // Leaving a table (for the game select or the title) ends a visit: whoever
    // sits down next is asked who they are, never taken for the last person.
    if (id === 'title' || id === 'select') this.seated = [];
    const turn = ++this.shows;
    if (id === 'title' || id === 'select') {
      this.opening = false;
      this.nav.go(id === 'title' ? new TitleScreen(this) : new SelectScreen(this));
      return;
    }
    this.opening = true;
    LATER[id]()
      .then((make) => {
        if (turn === this.shows) this.nav.go(make(this));
      })
      .catch((error: unknown) => {
        // Only a build that vanished from under a running page gets here; the screen shown stays.
        console.error(`The ${id} screen could not be loaded`, error);
        this.sfx.play('error');
      })
      .finally(() => {
        if (turn === this.shows) this.opening = false;
      });
  }

  /** Fetch the code of the screens shown later, so showing one is immediate (idle time after the title). */
  prefetch(): Promise<void> {
    return Promise.all(Object.values(LATER).map((load) => load())).then(
      () => undefined,
      () => undefined,
    );
  }

  async play(game: GameEntry): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    this.lastGame = game.id;
    try {
      const make = await game.load();
      this.nav.go(make(this));
    } catch (error) {
      console.error(error);
      this.sfx.play('error');
      await messageBox(game.title, `${game.title} could not be started. Please try another game.`);
    } finally {
      this.loading = false;
    }
  }

  /** Run the idle clock forward as if `ms` passed without input (automation). */
  advanceIdle(ms: number): void {
    this.tick(ms);
  }

  /** Apply options to the stage and the sound, now and after the operator changes them. */
  applyOptions(options: Readonly<KioskOptions>): void {
    this.stage.setScaleMode(options.scaleMode);
    this.stage.setCrt(options.crt);
    this.sfx.setVolume(options.volume);
    this.sfx.setMuted(options.muted);
  }

  private route(command: Command): void {
    this.sfx.unlock();
    // Any input answers "Still playing?" and does nothing else.
    const wasAsking = this.idle.asking;
    this.idle.input();
    if (wasAsking && this.stillPlaying) {
      this.stillPlaying.close('yes');
      this.stillPlaying = null;
      return;
    }
    if (this.loading || this.opening) return;
    if (command.type === 'operator') {
      if (this.nav.current?.id !== 'operator') this.show('operator');
      return;
    }
    this.nav.handle(command);
  }

  private tick(dtMs: number): void {
    const screen = this.nav.current;
    if (!screen || screen.id === 'boot') return;
    // A new build is taken where nothing is under way: the title or the attract loop.
    if (this.newBuild?.waiting === true && (screen.id === 'title' || screen.id === 'attract')) this.newBuild.take();
    switch (this.idle.tick(dtMs, screen.idle ?? 'shell')) {
      case 'attract':
        this.show('attract');
        break;
      case 'title':
        this.show('title');
        break;
      case 'ask':
        // Asked in the look of the machine on screen: a Windows dialog would not fit the Spectrum's stage.
        this.stillPlaying =
          screen.native?.width === SPECTRUM_SIZE.width
            ? new SpectrumStillPlaying(this.nav, () => this.idle.secondsLeft)
            : new StillPlaying(this.nav, () => this.idle.secondsLeft, screen.look);
        break;
      case 'abandon':
        void this.abandon(screen);
        break;
      case null:
        break;
    }
  }

  /** Nobody answered: the game counts as lost where it keeps statistics, and the people seated are forgotten. */
  private async abandon(screen: Screen): Promise<void> {
    this.stillPlaying?.close('gone');
    this.stillPlaying = null;
    try {
      await screen.abandon?.();
    } catch (error) {
      console.error('Could not record the abandoned game', error);
    }
    this.seated = [];
    this.show('title');
  }
}
