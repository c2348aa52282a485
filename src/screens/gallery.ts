// The widget gallery as a screen (widgets.html): every control of the gallery
// in one focus group that keyboard, gamepad and mouse reach, both windows'
// menu bars, and buttons that open each ready-made dialog. What the controls
// and dialogs answered shows in the window and, with `?test`, in the snapshot.

import type { Command } from '../input/commands';
import {
  Dialog,
  type Look,
  type MenuEntry,
  type MenuItemSpec,
  type WindowFrame,
  confirmBox,
  listBox,
  messageBox,
  optionsDialog,
  plainLabel,
  textEntry,
} from '../renderer/widgets';
import { type Gallery, SAMPLE_PLAYERS, buildGallery, sampleOptions } from '../renderer/widgets/gallery';
import { ControlList, describeControls } from './controls';
import type { Navigator } from './navigator';
import type { ControlInfo, Screen } from './screen';
import { StillPlaying } from './shell/still-playing';
import { WHOLE_TREE } from '../renderer/destroy';

const STILL_PLAYING_MS = 15_000;

export interface GallerySnapshot {
  /** What can be reached now: the open dialog's controls, else the gallery's. */
  controls: ControlInfo[];
  /** The open dialog's title, or null. */
  dialog: string | null;
  dialogOpen: boolean;
  menuOpen: boolean;
  /** The open drop-down's title and highlighted item, without shortcut marks. */
  menu: { title: string; item: string | null } | null;
  /** Menu items with a check mark, by id. */
  checked: string[];
  values: { sound: boolean; fast: boolean; level: string; player: string | null };
  /** The last push button or menu command, by id. */
  lastCommand: string | null;
  /** Which dialog answered last, and its answer. */
  lastDialog: string | null;
  lastResult: unknown;
  /** What the Spectrum's prompt line says. */
  spectrumPrompt: string;
  /** The title of the window drawn active: the one holding the focus or an open menu; none under a dialog. */
  activeWindow: string | null;
}

export class GalleryScreen implements Screen {
  readonly id = 'gallery';
  readonly view;
  private readonly gallery: Gallery;
  private readonly list = new ControlList();
  private lastCommand: string | null = null;
  private lastDialog: string | null = null;
  private lastResult: unknown = null;
  private countdownMs = 0;
  private spectrumPrompt = '';

  constructor(private readonly nav: Navigator) {
    this.gallery = buildGallery({
      command: (id) => this.command(id),
      change: (id, value) => this.change(id, value),
    });
    this.view = this.gallery.view;
    for (const { id, label, item } of this.gallery.controls) this.list.add(id, label, item);
    this.list.focus.focus(this.gallery.firstFocus);
    this.showStatus();
  }

  private get settings(): { sound: boolean; fast: boolean; level: string } {
    const { sound, fast, level } = this.gallery;
    return { sound: sound.checked, fast: fast.checked, level: level.value };
  }

  /** Set the sound and fast-play check boxes and their menu check marks together. */
  private setting(id: 'sound' | 'fast', on: boolean): void {
    this.gallery[id].checked = on;
    this.gallery.frames[0].menuBar?.model.update(id, { checked: on });
  }

  private change(id: string, value: boolean | string | number): void {
    if ((id === 'sound' || id === 'fast') && typeof value === 'boolean') this.setting(id, value);
    this.showStatus();
  }

  private command(id: string): void {
    this.lastCommand = id;
    switch (id) {
      case 'sound':
      case 'fast':
        this.setting(id, !this.gallery[id].checked);
        break;
      case 'message':
      case 'confirm':
      case 'options':
      case 'list':
      case 'text':
        void this.ask(id, 'win31');
        break;
      case 'knock':
      case 'w95-knock':
        void this.ask('confirm', 'win95');
        break;
      case 'about':
      case 'w95-about':
        void this.ask('message', id === 'about' ? 'win31' : 'win95');
        break;
      case 'still':
        this.stillPlaying();
        break;
      default:
        break;
    }
    this.showStatus();
  }

  private async ask(id: string, look: Look): Promise<void> {
    const answer = await this.question(id, look);
    if (id === 'options' && answer && typeof answer === 'object') {
      const values = answer as Record<string, boolean | string>;
      this.setting('sound', values.sound === true);
      this.setting('fast', values.fast === true);
      if (typeof values.level === 'string') this.gallery.level.select(values.level);
    }
    this.answered(id, answer);
  }

  private question(id: string, look: Look): Promise<unknown> {
    switch (id) {
      case 'confirm':
        return confirmBox(look === 'win95' ? 'Thirty-One' : 'Hearts', look === 'win95' ? 'Knock now?' : 'Pass these three cards?', { look });
      case 'options':
        return optionsDialog('Options', sampleOptions(this.settings), { look });
      case 'list':
        return listBox('Players', SAMPLE_PLAYERS, { prompt: '&Choose a player:', rows: 5, width: 150, look });
      case 'text':
        return textEntry('High Score', 'Enter your name:', { maxLength: 12, look });
      default:
        return messageBox(
          look === 'win95' ? 'About Thirty-One' : 'Hearts',
          look === 'win95' ? 'Thirty-One, as Windows 95 drew it.' : 'You took the Queen of Spades.',
          undefined,
          { look },
        );
    }
  }

  /** The kiosk's own question to an idle player, counting down from 15. */
  private stillPlaying(): void {
    this.countdownMs = STILL_PLAYING_MS;
    const question = new StillPlaying(this.nav, () => Math.ceil(this.countdownMs / 1000));
    void question.result.then((answer) => this.answered('still', answer));
  }

  private answered(dialog: string, answer: unknown): void {
    this.lastDialog = dialog;
    this.lastResult = answer;
    this.showStatus();
  }

  private showStatus(): void {
    const said = this.lastDialog === null ? 'nothing yet' : `${this.lastDialog} said ${JSON.stringify(this.lastResult)}`;
    this.gallery.status.text = `Last command: ${this.lastCommand ?? 'none'}\nLast answer: ${said}`;
  }

  /** Under a dialog neither window is active; otherwise the one with an open menu, else the one holding the focus. */
  private activeFrame(): WindowFrame | null {
    if (this.nav.modalOpen) return null;
    const frames = this.gallery.frames;
    const focused = this.list.focus.current;
    return (
      frames.find((frame) => frame.menuBar?.isOpen) ??
      this.gallery.controls.find(({ item }) => item === focused)?.frame ??
      frames[0]
    );
  }

  update(dtMs: number): void {
    this.countdownMs = Math.max(0, this.countdownMs - dtMs);
    this.gallery.spectrum.update(dtMs);
    const active = this.activeFrame();
    for (const frame of this.gallery.frames) frame.active = frame === active;
  }

  handle(command: Command): void {
    const [main, w95] = this.gallery.frames;
    // An open menu is modal; otherwise a click may open either window's menu, and the keys open the main one.
    const open = [main, w95].find((frame) => frame.menuBar?.isOpen);
    if (open) {
      open.handle(command);
      return;
    }
    if (command.type === 'pointer' ? main.handle(command) || w95.handle(command) : main.handle(command)) return;
    if (this.list.focus.handle(command)) return;
    if (command.type === 'pointer' && command.phase === 'down') this.spectrumClick(command.x, command.y);
  }

  /** A click on a key of the Spectrum's menu line says so on its prompt line. */
  private spectrumClick(x: number, y: number): void {
    const key = this.gallery.spectrum.menuKeyAt(x, y);
    if (!key) return;
    this.spectrumPrompt = `YOU PRESSED ${key}`;
    this.gallery.spectrum.prompt(this.spectrumPrompt);
  }

  snapshot(): GallerySnapshot {
    const [main, w95] = this.gallery.frames;
    const top = this.nav.topModal;
    const dialog = top instanceof Dialog ? top : null;
    const menus = [main, w95].map((frame) => frame.menuBar?.model).filter((model) => model !== undefined);
    const openMenu = menus.find((model) => model.isOpen);
    const isItem = (entry: MenuEntry | undefined): entry is MenuItemSpec => entry !== undefined && !('separator' in entry);
    const item = openMenu?.openItems[openMenu.itemIndex];
    const items = menus.flatMap((model) => model.menus.flatMap((menu) => menu.items)).filter(isItem);
    return {
      controls: dialog ? describeControls(dialog.namedControls()) : this.list.info(),
      dialog: dialog ? dialog.title : null,
      dialogOpen: this.nav.modalOpen,
      menuOpen: openMenu !== undefined,
      menu: openMenu ? { title: plainLabel(openMenu.menus[openMenu.openIndex]?.label ?? ''), item: isItem(item) ? plainLabel(item.label) : null } : null,
      checked: items.filter((entry) => entry.checked === true).map((entry) => entry.id),
      values: { ...this.settings, player: this.gallery.players.selectedItem ?? null },
      lastCommand: this.lastCommand,
      lastDialog: this.lastDialog,
      lastResult: this.lastResult,
      spectrumPrompt: this.spectrumPrompt,
      activeWindow: this.activeFrame()?.title ?? null,
    };
  }

  destroy(): void {
    this.view.destroy(WHOLE_TREE);
  }
}
