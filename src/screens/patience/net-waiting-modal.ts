// The network table before Play and its chat, printed as Spectrum pages.
// The waiting room shows the host's terms, each seat as it fills (the host
// seats a computer with a seat's number, or clears it again), who is waited
// for, and Play for the host; it stays up, live, until the game starts or
// the person leaves. The chat lists the messages so far over an INPUT line
// with its flashing cursor, and sends what is typed; messages arriving while
// it is up join the list at once.

import type { Device } from '../../input/commands';
import { COLUMNS, type MenuChoice } from '../../renderer/widgets';
import { CHAT_TEXT, type TableMessage } from '../../table/protocol';
import type { ChatLog } from '../net/chat-window';
import { roomLeft, wrapLine } from '../net/chat-window';
import type { WaitingActions, WaitingRoom } from '../net/waiting-room';
import { NEW_NAME, type NameEntry, type PageInput, type PageStep } from './menu-page';
import { CHAT_LETTERS, type ChatAnswer, type WaitingState, chatStep, isHost, mayPlay, seatWords, termsLines, waitingStep, waitingWords } from './net-waiting';
import { PAGE_LINES, PAGE_ROW, type PageLine, choiceLine, drawPage } from './patience-board';
import { type PageHost, SpectrumModal } from './spectrum-modal';
import { wrap } from './wrap';

const WIDTH = COLUMNS - 1;

/** The chat key with the count of messages not yet read. */
function chatKey(key: string, unread: number): MenuChoice {
  return { key, label: unread > 0 ? ` CHAT (${unread})` : ' CHAT' };
}

export class WaitingModal extends SpectrumModal<WaitingState, boolean> {
  readonly kind = 'waiting';
  /** Why the last press did nothing, in red; null when it did something. */
  private problem: string | null = null;

  constructor(
    host: PageHost,
    table: TableMessage,
    private readonly title: string,
    private readonly act: WaitingActions,
  ) {
    super(host, { table, at: table.you ?? 0, unread: act.unread() });
  }

  override get at(): number {
    return this.state.at;
  }

  /** The table changed (a seat taken or left, a message come). */
  changed(table: TableMessage): void {
    this.state = { ...this.state, table, unread: this.act.unread() };
    this.render();
  }

  /** The waiting room as network play sees it: it answers true once the game starts, false when the person leaves. */
  room(): WaitingRoom {
    return { update: (table) => this.changed(table), close: (started) => this.finish(started), result: this.result };
  }

  /** A seat's number as the Windows room takes it: only the host seats computers, and only at a seat no person holds. */
  private seat(seat: number): string | null {
    const { table } = this.state;
    const info = table.seats[seat];
    if (!isHost(table)) return `${(table.seats[table.host]?.name ?? 'THE HOST').toUpperCase()} SEATS THE COMPUTER PLAYERS.`;
    if (info?.kind === 'person') return `${info.name.toUpperCase()} SITS AT SEAT ${seat + 1}.`;
    this.act.fill(seat, info?.kind === 'computer' ? null : table.level);
    return null;
  }

  protected step(state: WaitingState, input: PageInput): PageStep<WaitingState, boolean> {
    const { state: next, answer, sound } = waitingStep(state, input);
    const done = (problem: string | null): PageStep<WaitingState, boolean> => {
      this.problem = problem;
      return { state: next, ...(problem === null ? (sound ? { sound } : {}) : { sound: 'beep-low' }) };
    };
    switch (answer?.kind) {
      case undefined:
        return { state: next, ...(sound ? { sound } : {}) };
      case 'seat':
        return done(this.seat(answer.seat));
      case 'play':
        if (!mayPlay(state.table)) return done(isHost(state.table) ? 'SEAT A COMPUTER, OR WAIT FOR SOMEONE TO JOIN.' : waitingWords(state.table));
        this.act.play();
        return done(null);
      case 'chat':
        void this.act.chat().then(() => this.changed(this.state.table));
        return done(null);
      case 'leave':
        return { state: next, answer: false };
    }
  }

  protected draw(device: Device): void {
    const { table, at, unread } = this.state;
    const host = isHost(table);
    const seats: PageLine[] = table.seats.flatMap((info, seat) => [choiceLine(` ${seat + 1} ${seatWords(seat, info, table)}`, seat === at), { text: '' }]);
    const words = wrap(this.problem ?? waitingWords(table), WIDTH, 2).map((text) => ({ text: ` ${text}`, ink: this.problem === null ? ('blue' as const) : ('red' as const) }));
    const gamepad = device === 'gamepad';
    const play: MenuChoice[] = mayPlay(table) ? [{ key: gamepad ? 'START' : 'P', label: ' PLAY' }] : [];
    drawPage(
      this.screen,
      this.title.toUpperCase(),
      [...termsLines(table).map((text) => ({ text: ` ${text}`, ink: 'blue' as const })), { text: '' }, ...seats, ...words],
      host ? (gamepad ? 'A SEATS A COMPUTER OR CLEARS IT' : `1-${table.seats.length} SEAT A COMPUTER OR CLEAR IT`) : '',
      [...play, chatKey(gamepad ? 'Y' : 'C', unread), { key: gamepad ? 'B' : 'ESC', label: ' LEAVE' }],
    );
  }
}

/** The rows the messages take, above the INPUT line and the room left. */
const MESSAGE_ROWS = PAGE_LINES - 3;

export class ChatModal extends SpectrumModal<NameEntry, ChatAnswer> {
  readonly kind = 'chat';
  protected override readonly typesSpaces = true;

  constructor(
    host: PageHost,
    private readonly log: ChatLog,
    private readonly send: (text: string) => void,
  ) {
    super(host, NEW_NAME);
  }

  override open(): this {
    this.log.listen(() => this.render());
    return super.open();
  }

  override close(): void {
    this.log.listen(null);
    super.close();
  }

  protected step(entry: NameEntry, input: PageInput): PageStep<NameEntry, ChatAnswer> {
    const step = chatStep(entry, input);
    if (step.answer?.kind !== 'send') return step;
    if (CHAT_TEXT.test(step.answer.text)) this.send(step.answer.text);
    return { state: step.state, ...(step.sound ? { sound: step.sound } : {}) };
  }

  protected draw(device: Device): void {
    const gamepad = device === 'gamepad';
    const all = this.log.messages.flatMap((m) => wrapLine(`${m.from}: ${m.text}`.toUpperCase(), WIDTH, (line) => line.length));
    const messages = all.length === 0 ? ['(NO MESSAGES YET.)'] : all.slice(-MESSAGE_ROWS);
    const typed = this.state.text;
    // The end of a long line, as the INPUT line scrolls.
    const shown = typed.slice(-(COLUMNS - 3));
    const lines: PageLine[] = messages.map((text) => ({ text: ` ${text}` }));
    while (lines.length < MESSAGE_ROWS) lines.push({ text: '' });
    lines.push({ text: `>${' '.repeat(shown.length + 1)}`, paper: 'white' }, { text: ` ${roomLeft(typed.length).toUpperCase()}`, ink: 'red' });
    drawPage(
      this.screen,
      'MESSAGES',
      lines,
      gamepad ? 'UP/DOWN LETTER A ADD LEFT DEL' : 'TYPE A MESSAGE, THEN ENTER',
      gamepad
        ? [
            { key: 'START', label: ' SEND' },
            { key: 'B', label: ' HIDE' },
          ]
        : [
            { key: 'ENTER', label: ' SEND' },
            { key: 'ESC', label: ' HIDE' },
          ],
    );
    const row = PAGE_ROW + MESSAGE_ROWS;
    this.screen.printAt(row, 1, shown, 'black', 'white');
    this.screen.printAt(row, 1 + shown.length, gamepad ? (CHAT_LETTERS[this.state.letter] ?? ' ') : 'L', 'black', 'white', { flash: true });
  }
}
