// The operator's settings as a Windows 3.1 dialog: group boxes for sound,
// screen, timing, the PIN and the records, each value shown beside the
// buttons that change it. It draws and reports presses; the screen saves and
// applies each change, then hands back the new values with `refresh`.

import { Container } from 'pixi.js';
import { PixelText } from '../../renderer/text';
import { Button, Checkbox, GroupBox, Label } from '../../renderer/widgets';
import { theme } from '../../renderer/widgets/theme';
import type { KioskOptions } from '../../store/schemas';
import { DialogPanel } from './dialog-panel';
import { formatSeconds } from './operator-settings';
import type { Register } from './pin-pad';

export type Stepped = 'volume' | 'idle' | 'attract';
export type Switch = 'muted' | 'fit' | 'crt';

export interface SettingsActions {
  step(what: Stepped, direction: 1 | -1): void;
  toggle(what: Switch, on: boolean): void;
  changePin(): void;
  gameServer(): void;
  exportRecords(): void;
  importRecords(): void;
  resetRecords(): void;
  exit(): void;
}

const CLIENT_WIDTH = 540;
const PADDING = 12;
const COLUMN = (CLIENT_WIDTH - 3 * PADDING) / 2;
const RIGHT = 2 * PADDING + COLUMN;
/** A group box's frame round its content: caption line above, inset at the sides and below. */
const GROUP_TOP = 18;
const GROUP_INSET = 10;
const GROUP_BELOW = 10;
const ROW_ONE = 8;
const ROW_ONE_CONTENT = 52;
const ROW_TWO = ROW_ONE + GROUP_TOP - 2 + ROW_ONE_CONTENT + GROUP_BELOW + 8;
const ROW_TWO_CONTENT = 60;
const RECORDS = ROW_TWO + GROUP_TOP - 2 + ROW_TWO_CONTENT + GROUP_BELOW + 8;
const RECORDS_CONTENT = 78;
const EXIT_Y = RECORDS + GROUP_TOP - 2 + RECORDS_CONTENT + GROUP_BELOW + 8;
const CLIENT_HEIGHT = EXIT_Y + 24 + PADDING;

/** A stepper: caption, minus, the value centred in its own space, plus. */
const STEP_BUTTON = 26;
const STEP_HEIGHT = 22;
const STEP_MINUS_X = 96;
const STEP_VALUE_WIDTH = 80;
const ACTION_WIDTH = 150;

export class SettingsPanel extends DialogPanel {
  private readonly values = new Map<Stepped, PixelText>();
  private readonly switches = new Map<Switch, Checkbox>();
  private readonly status: PixelText;
  private readonly server: PixelText;

  constructor(
    private readonly register: Register,
    private readonly actions: SettingsActions,
  ) {
    super('Operator Settings', CLIENT_WIDTH, CLIENT_HEIGHT);
    const text = theme('win31').text;

    const sound = this.group('Sound', PADDING, ROW_ONE, COLUMN, ROW_ONE_CONTENT);
    this.stepper(sound, 0, 'Volume', 'volume');
    this.checkbox(sound, 33, 'mute', '&Mute all sound', 'muted');

    const screen = this.group('Screen', RIGHT, ROW_ONE, COLUMN, ROW_ONE_CONTENT);
    this.checkbox(screen, 3, 'scale', '&Stretch to fit the screen', 'fit');
    this.checkbox(screen, 33, 'crt', '&CRT scanlines', 'crt');

    const timing = this.group('Timing', PADDING, ROW_TWO, COLUMN, ROW_TWO_CONTENT);
    this.stepper(timing, 4, 'Idle timeout', 'idle');
    this.stepper(timing, 36, 'Attract after', 'attract');

    const pin = this.group('Operator PIN', RIGHT, ROW_TWO, COLUMN, ROW_TWO_CONTENT);
    const how = new PixelText('Ctrl+Alt+O, or Select+Start held for 3 s, opens this menu.', { colour: text, wrap: COLUMN - 2 * GROUP_INSET });
    pin.addChild(how);
    this.button(pin, 0, 36, 'pin', 'Change &PIN...', 130, STEP_HEIGHT + 2, actions.changePin);

    const records = this.group('Records', PADDING, RECORDS, CLIENT_WIDTH - 2 * PADDING, RECORDS_CONTENT);
    this.status = new PixelText('', { colour: text, wrap: CLIENT_WIDTH - 2 * PADDING - 2 * GROUP_INSET });
    records.addChild(this.status);
    const recordActions: [string, string, () => void][] = [
      ['export', '&Export records', actions.exportRecords],
      ['import', '&Import records...', actions.importRecords],
      ['reset', '&Reset records...', actions.resetRecords],
    ];
    recordActions.forEach(([id, label, run], i) => this.button(records, i * (ACTION_WIDTH + 8), 54, id, label, ACTION_WIDTH, 24, run));

    this.button(this.client, PADDING, EXIT_Y, 'game-server', '&Game server...', ACTION_WIDTH - 20, 24, actions.gameServer);
    this.server = new PixelText('', { colour: text });
    this.server.position.set(PADDING + ACTION_WIDTH - 12, EXIT_Y + 5);
    this.client.addChild(this.server);
    this.button(this.client, CLIENT_WIDTH - PADDING - 100, EXIT_Y, 'exit', 'E&xit', 100, 24, actions.exit);
  }

  /** Show the values as they are now (after a change, an import or a reset). */
  refresh(options: Readonly<KioskOptions>, status: readonly string[]): void {
    const shown: Record<Stepped, string> = {
      volume: `${Math.round(options.volume * 100)}%`,
      idle: formatSeconds(options.idleTimeoutSeconds),
      attract: formatSeconds(options.attractAfterSeconds),
    };
    const ticked: Record<Switch, boolean> = { muted: options.muted, fit: options.scaleMode === 'fit', crt: options.crt };
    for (const [what, value] of this.values) value.text = shown[what];
    for (const [what, box] of this.switches) box.checked = ticked[what];
    this.status.text = status.join('\n');
    this.server.text = options.gameServer === '' ? "Network games: this kiosk's server" : `Network games: ${options.gameServer}`;
  }

  /** A captioned frame; returns the container its content goes in, at the content's origin. */
  private group(caption: string, x: number, y: number, width: number, contentHeight: number): Container {
    const content = Object.assign(new Container(), { layoutWidth: width - 2 * GROUP_INSET, layoutHeight: contentHeight });
    const box = new GroupBox(caption, content, 'win31', width);
    box.position.set(x, y);
    this.client.addChild(box);
    return content;
  }

  private stepper(parent: Container, y: number, caption: string, what: Stepped): void {
    const colour = theme('win31').text;
    const label = new Label(caption, { colour });
    label.position.set(0, y + 3);
    const down = this.register(`${what}-down`, `${caption} down`, new Button('-', { width: STEP_BUTTON, height: STEP_HEIGHT }), () =>
      this.actions.step(what, -1),
    );
    const up = this.register(`${what}-up`, `${caption} up`, new Button('+', { width: STEP_BUTTON, height: STEP_HEIGHT }), () =>
      this.actions.step(what, 1),
    );
    const value = new PixelText('', { colour, align: 'center', wrap: STEP_VALUE_WIDTH });
    down.position.set(STEP_MINUS_X, y);
    value.position.set(STEP_MINUS_X + STEP_BUTTON + 2, y + 3);
    up.position.set(STEP_MINUS_X + STEP_BUTTON + 2 + STEP_VALUE_WIDTH + 2, y);
    this.values.set(what, value);
    parent.addChild(label, down, value, up);
  }

  private checkbox(parent: Container, y: number, id: string, caption: string, what: Switch): void {
    const box = this.register(
      id,
      caption.replace('&', ''),
      new Checkbox(caption, false, 'win31', (on) => this.actions.toggle(what, on)),
    );
    box.position.set(0, y);
    this.switches.set(what, box);
    parent.addChild(box);
  }

  private button(parent: Container, x: number, y: number, id: string, label: string, width: number, height: number, run: () => void): void {
    const button = this.register(id, label.replace('&', ''), new Button(label, { width, height }), run);
    button.position.set(x, y);
    parent.addChild(button);
  }
}
