import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { seatCaption, waitingLine, waitingRoom } = await import('./waiting-room');
const { TestHost } = await import('../../renderer/widgets/test-host');
type TableMessage = import('../../table/protocol').TableMessage;

const person = (name: string, away = false) => ({ kind: 'person' as const, name, level: null, away });
const empty = { kind: 'empty' as const, name: '', level: null, away: false };

function room(you: number | null, seats = [person('ANNE'), person('BOB', true), { kind: 'computer' as const, name: 'Hetty', level: 'expert' as const, away: false }, empty]): TableMessage {
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
  });

  it("lets the host fill and clear seats and press Play; another's presses change nothing", async () => {
    const host = new TestHost();
    const asked: string[] = [];
    const act = { fill: (seat: number, level: string | null) => asked.push(`fill ${seat} ${level}`), play: () => asked.push('play'), chat: () => Promise.resolve(), unread: () => 2 };
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
});
