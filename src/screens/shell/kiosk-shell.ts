// The running kiosk: owns the screens, routes every command, watches for
// idleness and applies the operator's options. Screens reach all of it
// through the `Shell` interface.

import type { Sfx } from '../../audio/sfx';
import type { Command } from '../../input/commands';
import type { InputHub } from '../../input/hub';
import type { PixelStage } from '../../renderer/stage';
import { messageBox } from '../../renderer/widgets';
import type { KioskOptions } from '../../store/schemas';
import type { Records } from '../../store/records';
import type { Flags } from '../flags';
import { COUNTDOWN_MS, IdleWatch } from '../idle';
import type { Navigator } from '../navigator';
import type { Screen } from '../screen';
import type { GameEntry, Seated, Shell, ShellScreenId } from '../shell-contract';
import { AttractScreen } from './attract';
import { HallOfFameScreen } from './hall-of-fame';
import { OperatorScreen } from './operator';
import { SelectScreen } from './select';
import { StillPlaying } from './still-playing';
import { SpectrumStillPlaying } from './still-playing-spectrum';
import { SPECTRUM_SIZE } from '../../renderer/stage';
import { TitleScreen } from './title';

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
    this.nav.go(this.create(id));
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

  private create(id: ShellScreenId): Screen {
    switch (id) {
      case 'title':
        return new TitleScreen(this);
      case 'attract':
        return new AttractScreen(this);
      case 'select':
        return new SelectScreen(this);
      case 'hall-of-fame':
        return new HallOfFameScreen(this);
      case 'operator':
        return new OperatorScreen(this);
    }
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
    if (this.loading) return;
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
