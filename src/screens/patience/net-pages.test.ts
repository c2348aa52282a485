import { describe, expect, it, vi } from 'vitest';
import type { OpenGame } from '../../net/game-link';
import { CHAT_MAX, type SeatInfo, type TableMessage } from '../../table/protocol';
import type { PageInput } from './menu-page';
import { NEW_NAME } from './menu-page';
import { GAMES_ROW, NEW_LOBBY, clockName, firstShown, gameRows, hostLines, hostStep, listed, lobbyProblem, lobbyStep, newHost } from './net-lobby';
import { SEATS_ROW, chatStep, mayPlay, seatWords, termsLines, waitingStep } from './net-waiting';
import { menuLines } from './menu-modal';
import { lobbyLines } from './net-lobby-modal';
import { menuItems, withMore, withOpponent } from './menu-page';
import { PAGE_LINES } from './patience-board';
import { recordsLines, shortFigures } from './records-page';

// The waiting room's words come from the Windows room's module, which loads Pixi; Pixi reads `navigator`, which Node 20 lacks.
vi.hoisted(() => vi.stubGlobal('navigator', { userAgent: 'node' }));
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const char = (c: string): PageInput => ({ type: 'char', char: c });
const press = (button: Extract<PageInput, { type: 'press' }>['button'], device: 'keyboard' | 'gamepad' = 'keyboard'): PageInput => ({ type: 'press', button, device });
const click = (row: number): PageInput => ({ type: 'click', cell: { row, col: 4 } });

function game(roomId: string, host: string, id: string, title: string, taken: number, seats: number, stage: OpenGame['stage'] = 'waiting', variation?: 'regular'): OpenGame {
  return { roomId, game: id, title, host, options: {}, summary: '', taken, seats, stage, ...(variation ? { variation } : {}) };
}

const hearts = game('h', 'Bob', 'hearts', 'Hearts Deluxe', 3, 4);
const open = game('p', 'Carl', 'patience', 'Chinese Patience', 1, 2);
const started = game('s', 'Dot', 'patience', 'Chinese Patience', 2, 2, 'playing');
const full = game('f', 'Eve', 'patience', 'Chinese Patience', 2, 2);

describe('the lobby page', () => {
  const lobby = listed(NEW_LOBBY, [hearts, open, started]);
  /** The Patience table of a kiosk that has Hearts too, and of one that has Patience alone. */
  const here = { game: 'patience', goes: (id: string) => id === 'hearts' || id === 'patience' };
  const alone = { game: 'patience' };

  it('shows each table in two rows: which game (and Thirty-One’s variation), then whose it is and its seats, in the page’s columns', () => {
    expect(gameRows(open)).toEqual(['CHINESE PATIENCE', 'CARL: 1 OF 2 SEATS']);
    expect(gameRows(started)).toEqual(['CHINESE PATIENCE', 'DOT: PLAYING']);
    expect(gameRows(game('t', 'Al', 'thirtyone', 'Thirty-One', 2, 4, 'waiting', 'regular'))).toEqual(['THIRTY-ONE, VARIATION 1', 'AL: 2 OF 4 SEATS']);
    // The host's options in the server's few words, where they fit the row.
    expect(gameRows({ ...game('h', 'Al', 'hearts', 'Hearts Deluxe', 1, 4), summary: 'to 50' })[0]).toBe('HEARTS DELUXE, TO 50');
    expect(gameRows({ ...game('e', 'Al', 'euchre', 'Four-Handed Euchre', 1, 4), summary: 'to 10, Pass Best, stick the dealer' })[0]).toBe('FOUR-HANDED EUCHRE');
    for (const [id, title] of [['court', 'Affairs of the Court'], ['euchre', 'Four-Handed Euchre'], ['thirtyone', 'Thirty-One']] as const) {
      const [first, second] = gameRows(game('x', 'W'.repeat(12), id, title, 1, 4, 'waiting', id === 'thirtyone' ? 'regular' : undefined));
      expect(` 9 ${first}`.length).toBeLessThanOrEqual(32);
      expect(`   ${second}`.length).toBeLessThanOrEqual(32);
    }
  });

  it("joins the tables of its own game that wait for players, those of another game the kiosk has at that game's table, and says why not in the lobby's words", () => {
    expect(lobbyProblem(null, 'join', here)).toBe('CHOOSE A GAME IN THE LIST FIRST, OR HOST ONE.');
    expect(lobbyProblem(hearts, 'join', here)).toBeNull();
    expect(lobbyProblem(hearts, 'watch', here)).toBeNull();
    // A game the kiosk does not have is refused, joined or watched.
    expect(lobbyProblem(hearts, 'join', alone)).toBe("BOB'S GAME IS HEARTS DELUXE, WHICH THIS KIOSK DOES NOT HAVE.");
    expect(lobbyProblem(hearts, 'watch', alone)).toBe("BOB'S GAME IS HEARTS DELUXE, WHICH THIS KIOSK DOES NOT HAVE.");
    expect(lobbyProblem(started, 'join', here)).toBe("DOT'S GAME HAS STARTED: YOU MAY WATCH IT (W).");
    expect(lobbyProblem(full, 'join', here)).toBe("EVE'S GAME IS FULL: YOU MAY WATCH IT (W).");
    // Another game's under way is only watched, wherever it is played.
    expect(lobbyProblem({ ...hearts, stage: 'playing' }, 'join', here)).toBe("BOB'S GAME HAS STARTED: YOU MAY WATCH IT (W).");
    expect(lobbyProblem(started, 'watch', here)).toBeNull();
    expect(lobbyProblem(open, 'join', here)).toBeNull();
  });

  it('lights a table by its number, up and down or a click on either of its rows; J, Enter and A join it, W and Y watch it, H and X host, Esc and B go back', () => {
    expect(lobbyStep(lobby, char('2'), here).state.at).toBe(1);
    expect(lobbyStep(lobby, click(GAMES_ROW + 3), here).state.at).toBe(1);
    expect(lobbyStep(lobby, click(GAMES_ROW + 4), here).state.at).toBe(2);
    expect(lobbyStep(lobby, click(GAMES_ROW - 1), here).state.at).toBe(0);
    expect(lobbyStep(lobby, press('up'), here).state.at).toBe(2);
    const onOpen = { ...lobby, at: 1 };
    for (const input of [char('J'), char('j'), press('confirm'), press('confirm', 'gamepad')]) expect(lobbyStep(onOpen, input, here).answer).toEqual({ kind: 'join', game: open });
    for (const input of [char('W'), press('y', 'gamepad')]) expect(lobbyStep({ ...lobby, at: 2 }, input, here).answer).toEqual({ kind: 'watch', game: started });
    for (const input of [char('H'), press('x', 'gamepad')]) expect(lobbyStep(lobby, input, here).answer).toEqual({ kind: 'host' });
    expect(lobbyStep(lobby, press('back'), here).answer).toEqual({ kind: 'back' });
    // Refused: nothing answered, the reason kept for the page, a low beep.
    const refused = lobbyStep(lobby, char('J'), alone);
    expect(refused.answer).toBeUndefined();
    expect(refused.state.problem).toBe("BOB'S GAME IS HEARTS DELUXE, WHICH THIS KIOSK DOES NOT HAVE.");
    expect(refused.sound).toBe('beep-low');
  });

  it("asks on the page before going to another game's table: Y, Enter, A or a click on Y go there (Yes the default), N, Esc or B stay in the lobby", () => {
    const asked = lobbyStep(lobby, char('J'), here);
    expect(asked.answer).toBeUndefined();
    expect(asked.state).toMatchObject({ asking: { game: hearts, kind: 'join' }, problem: null });
    expect(asked.sound).toBe('beep-high');
    // The list gives way to the game asked about and the question, whole.
    expect(lobbyLines(asked.state, 'http://kiosk.lan').map((line) => line.text.trimEnd())).toEqual([
      ' CONNECTED TO KIOSK.LAN',
      '',
      ' 1 HEARTS DELUXE',
      '   BOB: 3 OF 4 SEATS',
      '',
      " BOB'S GAME IS HEARTS DELUXE. GO",
      ' TO THE HEARTS DELUXE TABLE TO',
      ' JOIN IT?',
    ]);
    // The keys' Y and a click on it (a char Y), Enter, and a pad's A (or a click on the pad's A) say yes.
    for (const input of [char('Y'), press('confirm'), press('confirm', 'gamepad')]) expect(lobbyStep(asked.state, input, here)).toMatchObject({ answer: { kind: 'elsewhere', game: hearts, watch: false }, sound: 'beep-high' });
    const watching = lobbyStep(lobby, char('W'), here).state;
    expect(lobbyLines(watching, '').at(-1)?.text).toBe(' WATCH IT?');
    expect(lobbyStep(watching, char('Y'), here).answer).toEqual({ kind: 'elsewhere', game: hearts, watch: true });
    // No: back to the list, the same game lit, nothing answered.
    for (const input of [char('N'), press('back'), press('back', 'gamepad')]) {
      const no = lobbyStep(asked.state, input, here);
      expect(no.answer).toBeUndefined();
      expect(no.state).toEqual({ ...lobby, asking: null, problem: null });
    }
    // While it asks, nothing else is taken.
    for (const input of [char('2'), char('H'), char('J'), click(GAMES_ROW + 3), press('down'), press('x', 'gamepad')]) expect(lobbyStep(asked.state, input, here)).toEqual({ state: asked.state });
    // The list changing beneath keeps the question.
    expect(listed(asked.state, [open, hearts])).toMatchObject({ at: 1, asking: { game: hearts } });
  });

  it('keeps the lit table lit as the list changes, and the lit one on the page when there are more than it shows', () => {
    const lit = { ...lobby, at: 2 };
    expect(listed(lit, [started, open]).at).toBe(0);
    expect(listed(lit, [open]).at).toBe(0);
    const many = listed(NEW_LOBBY, Array.from({ length: 12 }, (_, i) => game(`g${i}`, `P${i}`, 'patience', 'Chinese Patience', 1, 2)));
    expect(firstShown({ ...many, at: 11 })).toBe(4);
    expect(firstShown({ ...many, at: 3 })).toBe(0);
  });
});

describe('the hosting page', () => {
  it('steps the computers’ level and the turn clock in place, and hosts with them', () => {
    let state = newHost('intermediate');
    expect(hostLines(state).map((l) => `${l.key} ${l.label} ${l.value ?? ''}`.trim())).toEqual(['1 OPEN THE TABLE', '2 COMPUTERS INTERMEDIATE', '3 MOVE CLOCK 1 MINUTE']);
    state = hostStep(state, char('2')).state;
    state = hostStep(state, char('3')).state;
    expect(state).toMatchObject({ level: 'expert', clock: 120 });
    // Right on the clock's line steps it on, round to 30 seconds; left steps it back.
    state = hostStep(hostStep(state, press('right')).state, press('right')).state;
    expect(clockName(state.clock)).toBe('30 SECONDS');
    state = hostStep(state, press('left')).state;
    expect(clockName(state.clock)).toBe('NONE');
    expect(clockName(60)).toBe('1 MINUTE');
    expect(hostStep(state, click(3)).answer).toEqual({ kind: 'host', level: 'expert', turnSeconds: 0 });
    expect(hostStep(state, press('back')).answer).toEqual({ kind: 'back' });
  });
});

describe('the waiting room', () => {
  const seats: SeatInfo[] = [
    { kind: 'person', name: 'Ann', level: null, away: false },
    { kind: 'empty', name: '', level: null, away: false },
  ];
  const table: TableMessage = { game: 'patience', options: {}, seats, minPlayers: 2, host: 0, level: 'novice', stage: 'waiting', you: 0, watchers: 0, turnSeconds: 30 };

  it('names each seat in the page’s columns: the host, you, away, a computer at its level', () => {
    expect(seatWords(0, seats[0], table)).toBe('ANN (HOST, YOU)');
    expect(seatWords(1, seats[1], table)).toBe('EMPTY');
    expect(seatWords(1, { kind: 'computer', name: 'Computer 1', level: 'intermediate', away: false }, table)).toBe('COMPUTER 1, INTERMEDIATE');
    expect(seatWords(1, { kind: 'person', name: 'WWWWWWWWWWWW', level: null, away: true }, { ...table, you: 1 })).toBe('WWWWWWWWWWWW (YOU, AWAY)');
    expect(termsLines(table)).toEqual(['COMPUTER LEVEL: NOVICE', '30 SECONDS FOR A MOVE']);
    for (const level of ['novice', 'intermediate', 'expert'] as const) for (const line of termsLines({ ...table, level, turnSeconds: 120 })) expect(line.length).toBeLessThanOrEqual(31);
    expect(mayPlay(table)).toBe(false);
    expect(mayPlay({ ...table, seats: [seats[0] as SeatInfo, { kind: 'person', name: 'Bob', level: null, away: false }] })).toBe(true);
  });

  it('takes a seat’s number, A on it or a click on its line; P and Start play, C and Y chat, Esc, L and B leave', () => {
    const state = { table, at: 0, unread: 0 };
    expect(waitingStep(state, char('2')).answer).toEqual({ kind: 'seat', seat: 1 });
    expect(waitingStep(state, click(SEATS_ROW + 2)).answer).toEqual({ kind: 'seat', seat: 1 });
    expect(waitingStep(state, click(SEATS_ROW + 1)).answer).toBeUndefined();
    expect(waitingStep(waitingStep(state, press('down')).state, press('confirm', 'gamepad')).answer).toEqual({ kind: 'seat', seat: 1 });
    for (const input of [char('P'), press('menu', 'gamepad')]) expect(waitingStep(state, input).answer).toEqual({ kind: 'play' });
    for (const input of [char('C'), press('y', 'gamepad')]) expect(waitingStep(state, input).answer).toEqual({ kind: 'chat' });
    for (const input of [char('L'), press('back')]) expect(waitingStep(state, input).answer).toEqual({ kind: 'leave' });
  });
});

describe('the chat page', () => {
  it('types a line in capitals (letter by letter from a pad), sends it with Enter or Start, and hides with Esc', () => {
    let entry = NEW_NAME;
    for (const c of 'hi bob') entry = chatStep(entry, char(c)).state;
    expect(entry.text).toBe('HI BOB');
    expect(chatStep(entry, press('confirm'))).toMatchObject({ state: { text: '' }, answer: { kind: 'send', text: 'HI BOB' } });
    expect(chatStep(entry, press('menu', 'gamepad')).answer).toEqual({ kind: 'send', text: 'HI BOB' });
    // A pad's A adds the letter waiting; Enter with nothing typed sends nothing.
    expect(chatStep(entry, press('confirm', 'gamepad')).state.text).toBe('HI BOBA');
    expect(chatStep(NEW_NAME, press('confirm')).answer).toBeUndefined();
    expect(chatStep(entry, press('erase')).state.text).toBe('HI BO');
    expect(chatStep(entry, press('back')).answer).toEqual({ kind: 'hide' });
    let long = NEW_NAME;
    for (let i = 0; i < CHAT_MAX + 10; i++) long = chatStep(long, char('X')).state;
    expect(long.text).toHaveLength(CHAT_MAX);
  });
});

describe('the menu’s last lines and the records page', () => {
  it('numbers 8 NETWORK and 9 RECORDS before 0 LEAVE, every line on its row above the prompt', () => {
    for (const inProgress of [false, true]) {
      const items = withMore(withOpponent(menuItems({ inProgress, level: 'intermediate', player: 'WWWWWWWWWWWW', tape: true }), 'THE COMPUTER'), shortFigures({ won: 999, lost: 999 }));
      expect(items.map((i) => i.key)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
      const lines = menuLines(items, 0, []);
      // The last item's row is above the prompt; the blank after it may go.
      const last = lines.map((l) => l.text.trim() !== '').lastIndexOf(true);
      expect(lines[last]?.text).toMatch(/^ 0 LEAVE/);
      expect(last).toBeLessThan(PAGE_LINES);
      for (const line of lines) expect(line.text.trimEnd().length).toBeLessThanOrEqual(32);
    }
    expect(shortFigures(null)).toBe('NONE: A GUEST');
    // Notes go under the items only where there is room.
    expect(menuLines(withMore(withOpponent(menuItems({ inProgress: false, level: 'novice', player: null, tape: true }), 'BOB'), 'X'), 0, ['A NOTE']).some((l) => l.text.includes('A NOTE'))).toBe(false);
    expect(menuLines([{ id: 'play', key: '1', label: 'CARRY ON' }], 0, ['A NOTE']).some((l) => l.text.includes('A NOTE'))).toBe(true);
  });

  it('shows the games against the computer, those head to head and the network tally apart, in the page’s lines', () => {
    const stats = { won: 3, lost: 2, drawn: 1, pointsFor: 40, pointsAgainst: 12, best: 22, people: { won: 1, lost: 0, drawn: 0, pointsFor: 9, pointsAgainst: 0, best: 9 } };
    const lines = recordsLines(stats, 'Network games: 4 played, 1 won (kept apart from games against the computer).');
    expect(lines).toContain('WON 3  LOST 2  DRAWN 1');
    expect(lines).toContain('BEST GAME 22 POINTS');
    expect(lines).toContain('WON 1  LOST 0  DRAWN 0');
    expect(lines.join(' ')).toContain('NETWORK GAMES: 4 PLAYED, 1 WON (KEPT APART FROM GAMES AGAINST THE COMPUTER).');
    expect(lines.length).toBeLessThan(PAGE_LINES);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(31);
    expect(recordsLines({ ...stats, people: undefined }, null)).toContain('NO NETWORK GAMES YET');
    expect(recordsLines(null, null)[0]).toBe('GUESTS KEEP NO RECORD.');
  });
});
