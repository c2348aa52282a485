// The menu X returns to and where its lines lead: the level and tape set in
// place, the pages of text, the questions that guard the game in progress
// (leaving, a new game or a new player count it as lost), the choice of
// player with a new name typed in, and who plays the next game (the
// computer, or a second person here), offered as a game starts. One page is
// over the table at a time; it stays until the next one opens or the flow
// goes back to the table, so nothing flickers while the records are read or
// written in between.

import type { Level } from '../../engine/game';
import { type Shell, seatPerson, seatedName } from '../shell-contract';
import { AskModal } from './ask-modal';
import { MenuModal } from './menu-modal';
import { type MenuItem, NEW_NAME, type NameEntry, menuItems, playerChoices, withMore, withOpponent } from './menu-page';
import { NameModal } from './name-modal';
import { PageModal } from './page-modal';
import type { PatienceRecords } from './patience-records';
import { type PatienceSettings, nextLevel } from './patience-settings';
import { CONTROLS, HOW_TO_PLAY } from './patience-texts';
import { networkTally, tallyLine } from '../net/network-tally';
import { RECORDS_HEADS, recordsLines, shortFigures } from './records-page';
import { PlayersModal } from './players-modal';
import { AGAINST_THE_COMPUTER, headToHead, sideNames } from './seating';
import { whoPlays } from './seating-flow';
import type { OpenPage, PageHost } from './spectrum-modal';

/** What the menu needs of the table beneath it. */
export interface MenuTable {
  /** A game is on and its result not yet recorded. */
  inProgress(): boolean;
  /** Nobody has moved yet in the game on: replacing or leaving it costs nothing. */
  untouched(): boolean;
  /** There is a table to go back to (a game on, over or left). */
  hasTable(): boolean;
  /** The level the game on the table is played at. */
  level(): Level;
  settings(): PatienceSettings;
  setSettings(next: PatienceSettings): void;
  /** The game in progress counts as lost. */
  abandon(): Promise<void>;
  newGame(): void;
  /** Back to the table as it is (the pages closed). */
  toTable(): void;
  /** A name the records would not take: the reason, for the screen's message. */
  refused(text: string): void;
  /** The person just seated: their own unfinished game is offered; true when it was carried on. */
  seated(name: string | null): Promise<boolean>;
  /** Play someone at another kiosk: the network's pages take over from the menu (a game here is kept as it is, to carry on later). */
  network(): void;
}

export class MenuFlow {
  /** The page over the table, if any. */
  page: OpenPage | null = null;
  private gone = false;

  constructor(
    private readonly host: PageHost,
    private readonly shell: Shell,
    private readonly records: PatienceRecords,
    private readonly table: MenuTable,
  ) {}

  /** Put a page over the table, in place of the one there. */
  open<P extends OpenPage & { open(): P }>(page: P): P {
    this.page?.close();
    this.page = page;
    return page.open();
  }

  /** Close the page over the table. */
  close(): void {
    this.page?.close();
    this.page = null;
  }

  /** The screen is going: close the page and follow no answer. */
  dispose(): void {
    this.gone = true;
    this.close();
  }

  /** A yes/no question; when yes loses nothing (`risky` false), Enter and A answer yes. */
  ask(question: readonly string[], risky = true): Promise<boolean> {
    return this.open(new AskModal(this.host, question, risky)).result;
  }

  /** Pages of text (`heads`: lines printed in blue as headings besides each page's first). */
  async showPage(title: string, pages: readonly (readonly string[])[], heads?: ReadonlySet<string>): Promise<void> {
    await this.open(new PageModal(this.host, title, pages, heads)).result;
  }

  /** The menu, until a choice leaves it for the table or the kiosk. */
  async run(at = 0): Promise<void> {
    for (;;) {
      const inProgress = this.table.inProgress();
      const settings = this.table.settings();
      const players = settings.players ?? AGAINST_THE_COMPUTER;
      const opponent = players.second === null ? 'THE COMPUTER' : sideNames(players, seatedName(this.shell))[1];
      const items = withOpponent(menuItems({ inProgress, level: settings.level, player: seatedName(this.shell), tape: settings.tape }), opponent);
      const page = {
        items: withMore(items, shortFigures(this.records.stats)),
        warning: inProgress && settings.level !== this.table.level() ? 'THE NEW LEVEL PLAYS NEXT GAME' : null,
        canLeave: this.table.hasTable(),
      };
      const answer = await this.open(new MenuModal(this.host, page, at)).result;
      if (this.gone) return;
      if (answer.kind === 'back') return this.table.toTable();
      if (answer.kind === 'help') await this.showPage('CONTROLS', [CONTROLS]);
      // A page of text goes back to the line lit before; any other choice lights its own.
      else if (await this.choose(answer.item, answer.step)) at = answer.item.id === 'how' || answer.item.id === 'controls' ? at : answer.at;
      else return;
    }
  }

  /** Act on a line of the menu; true to show the menu again. */
  private async choose(item: MenuItem, step: 1 | -1): Promise<boolean> {
    const inProgress = this.table.inProgress();
    // Only a game someone has moved in is worth asking about, and counts as lost.
    const played = inProgress && !this.table.untouched();
    const settings = this.table.settings();
    switch (item.id) {
      case 'play': {
        if (inProgress) {
          this.table.toTable();
          return false;
        }
        // Two people played last: who plays is offered again first (the pads may have changed, or the second player gone).
        const chosen = headToHead(settings.players ?? AGAINST_THE_COMPUTER) ? await this.seatPlayers() : 'play';
        return this.after(chosen);
      }
      case 'players':
        return this.after(await this.seatPlayers());
      case 'new': {
        const chosen = await this.seatPlayers();
        if (chosen !== 'play') return this.after(chosen);
        if (played && !(await this.ask(['START A NEW GAME?', '', 'THE ONE IN PROGRESS', 'COUNTS AS LOST.']))) return true;
        await this.table.abandon();
        this.table.newGame();
        return false;
      }
      case 'network':
        this.table.network();
        return false;
      case 'records':
        await this.showRecords();
        return true;
      case 'chat':
        return true;
      case 'level':
        this.changeSettings({ ...settings, level: nextLevel(settings.level, step) });
        return true;
      case 'tape':
        this.changeSettings({ ...settings, tape: !settings.tape });
        return true;
      case 'player':
        if (played) {
          if (!(await this.ask(['THE PLAYER CHANGES WITH', 'THE NEXT GAME. START A NEW', 'ONE NOW? THE GAME IN', 'PROGRESS COUNTS AS LOST.']))) return true;
          await this.table.abandon();
        }
        // A player coming back to their unfinished game goes straight to it.
        return !(await this.choosePlayer());
      case 'how':
        await this.showPage('HOW TO PLAY', HOW_TO_PLAY);
        return true;
      case 'controls':
        await this.showPage('CONTROLS', [CONTROLS]);
        return true;
      case 'leave':
        if (played) {
          if (!(await this.ask(['LEAVE THE GAME?', '', 'IT COUNTS AS LOST.']))) return true;
          await this.table.abandon();
        }
        if (!this.gone) this.shell.show('select');
        return false;
    }
  }

  /** What the seating page's choice leads to: a new game, the network, or the menu again (true). */
  private after(chosen: 'play' | 'network' | null): boolean {
    if (chosen === 'play') this.table.newGame();
    else if (chosen === 'network') this.table.network();
    return chosen === null;
  }

  /** The records page of the person seated: against the computer, head to head, and their network games. */
  private async showRecords(): Promise<void> {
    const player = seatedName(this.shell);
    const network = player === null ? null : tallyLine(await networkTally(this.shell.records, 'patience', player));
    if (this.gone) return;
    await this.showPage(player === null ? 'RECORDS' : `RECORDS OF ${player}`, [recordsLines(this.records.stats, network)], RECORDS_HEADS);
  }

  /** Who plays the next game, on the seating page from the last choice, kept whether PLAY, NETWORK or back left it. */
  private async seatPlayers(): Promise<'play' | 'network' | null> {
    const last = this.table.settings().players ?? AGAINST_THE_COMPUTER;
    const host = {
      host: this.host,
      open: <P extends OpenPage & { open(): P }>(page: P) => this.open(page),
      names: () => this.records.names(),
      newName: (taken: (name: string) => string | null) => this.newName(taken),
      plugged: () => this.shell.input.padSlots(),
      gone: () => this.gone,
    };
    const { players, chosen } = await whoPlays(host, last, seatedName(this.shell));
    if (this.gone) return null;
    this.changeSettings({ ...this.table.settings(), players });
    return chosen;
  }

  private changeSettings(next: PatienceSettings): void {
    this.table.setSettings(next);
    void this.records.setSettings(next);
  }

  /** Who is playing: a guest, a known name, or a new one typed in. True when their unfinished game was carried on. */
  private async choosePlayer(): Promise<boolean> {
    const choices = playerChoices(await this.records.names());
    if (this.gone) return false;
    const current = Math.max(0, choices.findIndex((c) => c.name === seatedName(this.shell)));
    const answer = await this.open(new PlayersModal(this.host, choices, current)).result;
    if (answer.kind === 'back') return false;
    if (answer.choice.name !== 'new') return this.seat(answer.choice.name);
    const added = await this.newName();
    return added !== null && this.seat(added);
  }

  /** A new name typed on the INPUT line until the records take it (refused: asked again with the reason, or `taken`'s); null when nobody was named. */
  async newName(taken: (name: string) => string | null = () => null): Promise<string | null> {
    let entry: NameEntry = NEW_NAME;
    let refused: string | null = null;
    for (;;) {
      const typed = await this.open(new NameModal(this.host, entry, refused)).result;
      if (typed.kind === 'back' || typed.name === null) return null;
      refused = taken(typed.name);
      const added = refused === null ? await this.records.addPlayer(typed.name) : null;
      if (this.gone) return null;
      if (added !== null) return added;
      this.host.play('beep-low');
      refused ??= 'THAT NAME CANNOT BE USED';
      this.table.refused(refused);
      entry = typed.entry;
    }
  }

  /** Seat the player chosen, once their figures are read, and offer them their unfinished game. */
  private async seat(name: string | null): Promise<boolean> {
    await this.records.load(name);
    seatPerson(this.shell, 0, name);
    return !this.gone && (await this.table.seated(name));
  }
}
