import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { aboutForms, mayPlay, seatCaption, sideOffer, sidesLine, waitingLine, waitingRoom } = await import('./waiting-room');
const { TestHost } = await import('../../renderer/widgets/test-host');
type TableMessage = import('../../table/protocol').TableMessage;

const person = (name: string, away = false) => ({ kind: 'person' as const, name, level: null, away });
const empty = { kind: 'empty' as const, name: '', level: null, away: false };

function room(you: number | null, seats: TableMessage['seats'] = [person('ANNE'), person('BOB', true), { kind: 'computer' as const, name: 'Hetty', level: 'expert' as const, away: false }, empty]): TableMessage {
  return { game: 'thirtyone', options: { variation: 'regular' }, minPlayers: 2, seats, host: 0, variation: 'regular', level: 'expert', stage: 'waiting', you, watchers: 0, turnSeconds: 60 };
}

describe('the waiting room', () => {
  it('names who sits at each seat: host, you, away, a computer with its level, or nobody', () => {
    const table = room(0);
    expect(table.seats.map((s, seat) => seatCaption(seat, s, table))).toEqual(['Seat &1: ANNE (host, you)', 'Seat &2: BOB (away)', 'Seat &3: Hetty, computer (expert)', 'Seat &4: empty']);
  });

  it('says who is waited for', () => {
    expect(waitingLine(room(0))).toBe('Press Play when everyone is here.');
    expect(waitingLine(room(1))).toBe('Waiting for ANNE to press Play.');
    expect(waitingLine(room(0, [person('ANNE'), empty, empty, empty]))).toMatch(/^Waiting for players/);
    expect(mayPlay(room(0, [person('ANNE'), empty, empty, empty]))).toBe(false);
    expect(mayPlay(room(0))).toBe(true);
    expect(mayPlay(room(1))).toBe(false);
  });

  it("says whose game it is, the host's options in the server's few words, and the computers' level", () => {
    expect(aboutForms({ ...room(0), summary: 'variation 2' })[0]).toBe("ANNE's game: variation 2, computers at expert level.");
    // A server that sends no summary: Thirty-One's variation; none, and nothing to say of options.
    expect(aboutForms(room(0))[0]).toBe("ANNE's game: variation 1, computers at expert level.");
    expect(aboutForms({ ...room(0), game: 'patience', variation: undefined, summary: '' })).toEqual(["ANNE's game: computers at expert level.", "ANNE's game."]);
    // A summary the kiosk cannot show is not shown.
    expect(aboutForms({ ...room(0), variation: undefined, summary: 'to 50 \u2665' })[0]).toBe("ANNE's game: computers at expert level.");
  });

  it('lets the host of a game for four start with empty seats, which computers take at Play', () => {
    const hearts: TableMessage = { ...room(0, [person('ANNE'), empty, empty, empty]), game: 'hearts', minPlayers: 4 };
    expect(mayPlay(hearts)).toBe(true);
    expect(waitingLine(hearts)).toBe('Press Play when everyone is here: computers take the empty seats.');
    expect(mayPlay({ ...hearts, you: 1 })).toBe(false);
  });

  it("lets the host fill and clear seats and press Play; another's presses change nothing", async () => {
    const host = new TestHost();
    const asked: string[] = [];
    const act = { fill: (seat: number, level: string | null) => asked.push(`fill ${seat} ${level}`), sit: (seat: number) => asked.push(`sit ${seat}`), play: () => asked.push('play'), chat: () => Promise.resolve(), unread: () => 2 };
    const mine = waitingRoom(room(0), "ANNE's Game", 'win95', act, host);
    expect(host.ids()).toEqual(['seat-1', 'seat-2', 'seat-3', 'seat-4', 'play', 'chat', 'leave']);
    expect(host.top.namedControls().find((c) => c.id === 'chat')?.label).toBe('Chat (2)');
    await host.click('seat-4');
    await host.click('seat-3');
    await host.click('play');
    expect(asked).toEqual(['fill 3 expert', 'fill 2 null', 'play']);
    // A person's seat is theirs: the host is told, nothing is sent.
    await host.click('seat-2');
    expect(host.title).toBe("ANNE's Game");
    expect(asked).toHaveLength(3);
    mine.close(true);
    await expect(mine.result).resolves.toBe(true);

    const other = new TestHost();
    const theirs = waitingRoom(room(1), "ANNE's Game", 'win95', act, other);
    expect(other.ids().includes('play')).toBe(false);
    await other.click('seat-4');
    expect(asked).toHaveLength(3);
    await other.keys('back');
    expect(other.title).toBe("ANNE's Game");
    await other.keys('back');
    await expect(theirs.result).resolves.toBe(false);
  });

  it('offers no side to choose at a game where each plays for himself', () => {
    const host = new TestHost();
    const act = { fill: () => undefined, sit: () => undefined, play: () => undefined, chat: () => Promise.resolve(), unread: () => 0 };
    waitingRoom(room(0), "ANNE's Game", 'win95', act, host, []);
    expect(host.ids().some((id) => id === 'side')).toBe(false);
    expect(sideOffer(room(0), [])).toBeNull();
    expect(sidesLine(room(0), [])).toEqual([]);
  });
});

describe('the sides of a game played in partnerships', () => {
  const SIDES = [
    [0, 2],
    [1, 3],
  ];
  const computer = (name: string) => ({ kind: 'computer' as const, name, level: 'novice' as const, away: false });
  const euchre = (you: number | null, seats: TableMessage['seats']): TableMessage => ({ ...room(you, seats), game: 'euchre', options: { passBest: true, stickTheDealer: false, target: 10 }, variation: undefined, minPlayers: 4 });

  it('are shown as they stand, the empty seats too', () => {
    expect(sidesLine(euchre(0, [person('ANNE'), person('BOB'), empty, empty]), SIDES)).toEqual(['ANNE & an empty seat against BOB & an empty seat.', 'ANNE & ? v. BOB & ?']);
    expect(sidesLine(euchre(0, [person('ANNE'), computer('Computer 1'), person('BOB'), computer('Computer 2')]), SIDES)[0]).toBe('ANNE & BOB against Computer 1 & Computer 2.');
    expect(sidesLine(euchre(0, [person('ANNE'), empty, empty, empty]), SIDES)[0]).toBe('ANNE & an empty seat against 2 empty seats.');
  });

  it('offer the empty seat across from whoever sits on the other side, in their name', () => {
    // BOB joined at seat 2, against ANNE: he may sit with her, at seat 3; she with him, at seat 4.
    const seats = [person('ANNE'), person('BOB'), empty, empty];
    expect(sideOffer(euchre(1, seats), SIDES)).toEqual({ seat: 2, label: '&Sit with ANNE' });
    expect(sideOffer(euchre(0, seats), SIDES)).toEqual({ seat: 3, label: '&Sit with BOB' });
    // The other side empty: against whom the person would sit.
    expect(sideOffer(euchre(2, [person('ANNE'), empty, person('BOB'), empty]), SIDES)).toEqual({ seat: 1, label: '&Sit against ANNE' });
    expect(sideOffer(euchre(0, [person('ANNE'), empty, empty, empty]), SIDES)).toEqual({ seat: 1, label: '&Sit on the other side' });
    // Both seats over there taken: nothing to move to. Someone watching sits nowhere.
    expect(sideOffer(euchre(0, [person('ANNE'), person('BOB'), empty, computer('Computer 1')]), SIDES)).toEqual({ seat: null, label: '&Sit with BOB && Computer 1' });
    expect(sideOffer(euchre(null, seats), SIDES)).toBeNull();
  });

  it('are chosen in the room with the keyboard, the pad or the mouse, host or not; a full side cannot be', async () => {
    const asked: string[] = [];
    const act = { fill: (seat: number, level: string | null) => asked.push(`fill ${seat} ${level}`), sit: (seat: number) => asked.push(`sit ${seat}`), play: () => asked.push('play'), chat: () => Promise.resolve(), unread: () => 0 };
    const bobs = new TestHost();
    const bob = waitingRoom(euchre(1, [person('ANNE'), person('BOB'), empty, empty]), "ANNE's Game", 'win31', act, bobs, SIDES);
    expect(bobs.ids()).toEqual(['seat-1', 'seat-2', 'seat-3', 'seat-4', 'side', 'chat', 'leave']);
    expect(bobs.top.namedControls().find((c) => c.id === 'side')?.label).toBe('Sit with ANNE');
    // The pad: down from the seats to it, then A; the keyboard: its letter; the mouse: a click.
    await bobs.pad('down', 'down', 'down', 'down');
    expect(bobs.focusedId()).toBe('side');
    await bobs.pad('confirm');
    expect(asked).toEqual(['sit 2']);
    await bobs.keys('up');
    await bobs.type('s');
    await bobs.click('side');
    expect(asked).toEqual(['sit 2', 'sit 2', 'sit 2']);
    // He sits with her: the line shows it, and the other side is the computers' to come.
    bob.update(euchre(2, [person('ANNE'), empty, person('BOB'), empty]));
    expect(bobs.top.namedControls().find((c) => c.id === 'side')?.label).toBe('Sit against ANNE');
    // The host moves too; the other side full, the button does nothing.
    const annes = new TestHost();
    const anne = waitingRoom(euchre(0, [person('ANNE'), person('BOB'), empty, computer('Computer 1')]), "ANNE's Game", 'win31', act, annes, SIDES);
    expect(annes.ids()).not.toContain('side');
    expect(annes.top.namedControls().find((c) => c.id === 'side')?.label).toBe('Sit with BOB & Computer 1');
    anne.update(euchre(0, [person('ANNE'), person('BOB'), empty, empty]));
    await annes.click('side');
    expect(asked.at(-1)).toBe('sit 3');
  });
});
