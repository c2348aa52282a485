import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { gameLine, lobbyDialog, lobbyOrder } = await import('./lobby-dialog');
const { TestHost } = await import('../../renderer/widgets/test-host');
type OpenGame = import('../../net/game-link').OpenGame;

const game = (roomId: string, host: string, taken: number, stage: OpenGame['stage'] = 'waiting', variation: OpenGame['variation'] = 'regular'): OpenGame => ({ roomId, game: 'thirtyone', title: 'Thirty-One', host, options: { variation }, variation, summary: `variation ${variation === 'regular' ? 1 : 2}`, taken, seats: 4, stage });

/** A lobby whose games the test sets. */
function lobby() {
  let tell: (games: readonly OpenGame[]) => void = () => undefined;
  let left = false;
  return {
    where: 'http://kiosk:4173',
    watch: (changed: typeof tell) => {
      tell = changed;
      return Promise.resolve({ leave: () => (left = true) });
    },
    set: (games: readonly OpenGame[]) => tell(games),
    get left() {
      return left;
    },
  };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('the order of the games', () => {
  it('lists games with a free seat first, then full ones, then those under way; finished games not at all', () => {
    const games = [game('a', 'ANNE', 2, 'over'), game('b', 'BOB', 3, 'playing'), game('c', 'CARL', 4), game('d', 'DORA', 1)];
    expect(lobbyOrder(games).map((g) => g.host)).toEqual(['DORA', 'CARL', 'BOB']);
  });
});

describe('the Network Game window', () => {
  it("shows each game's host, its game, its seats and the host's options in the server's few words", () => {
    expect(gameLine(game('a', 'ANNE', 2))).toBe("ANNE's Thirty-One   2 of 4 seats   variation 1");
    expect(gameLine(game('b', 'BOB', 4, 'playing', 'van-eer-maas'))).toBe("BOB's Thirty-One   playing   variation 2");
    expect(gameLine({ roomId: 'h', game: 'hearts', title: 'Hearts', host: 'CY', options: {}, summary: 'to 50, no passing', taken: 1, seats: 4, stage: 'waiting' })).toBe("CY's Hearts   1 of 4 seats   to 50, no passing");
    expect(gameLine({ roomId: 'p', game: 'patience', title: 'Chinese Patience', host: 'DI', options: {}, summary: '', taken: 1, seats: 2, stage: 'waiting' })).toBe("DI's Chinese Patience   1 of 2 seats");
    // A server that sends no summary: Thirty-One's variation symbol, as before.
    expect(gameLine({ ...game('c', 'CY', 1), summary: '' })).toBe("CY's Thirty-One   1 of 4 seats   1");
  });

  it('lists the games live, keeps the one chosen, and joins it', async () => {
    const host = new TestHost();
    const games = lobby();
    const answer = lobbyDialog(games, { game: 'thirtyone', look: 'win95', variation: 'regular', level: 'expert' }, host);
    await settle();
    const list = () => host.top.namedControls().find((c) => c.id === 'games')?.label;
    expect(list()).toBe('Connecting to http://kiosk:4173...');
    games.set([]);
    expect(list()).toBe('Connected to http://kiosk:4173. No games are open.');
    games.set([game('a', 'ANNE', 1), game('b', 'BOB', 2)]);
    expect(list()).toBe("Connected to http://kiosk:4173. 2 games are open. | ANNE's Thirty-One   1 of 4 seats   variation 1 | BOB's Thirty-One   2 of 4 seats   variation 1");
    await host.keys('down');
    // BOB's game stays chosen when ANNE's closes above it.
    games.set([game('b', 'BOB', 3)]);
    await host.click('join');
    await expect(answer).resolves.toEqual({ kind: 'join', roomId: 'b' });
    expect(games.left).toBe(true);
  });

  it("lists every game's tables, but joins another game's only where the kiosk has that game; a Host dialog without a variation for a game that has none", async () => {
    const host = new TestHost();
    const games = lobby();
    const answer = lobbyDialog(games, { game: 'hearts', look: 'win31', level: 'novice', goes: (id) => id === 'court' }, host);
    await settle();
    games.set([game('t', 'ANNE', 1)]);
    await host.click('join');
    expect(host.title).toBe('Network Game');
    expect(host.top.namedControls().map((c) => c.label).join(' ')).toBe('OK');
    expect(host.stack.length).toBe(2);
    await host.click('ok');
    await host.click('host');
    expect(host.title).toBe('Host a Game');
    expect(host.ids()).not.toContain('regular');
    await host.click('ok');
    await expect(answer).resolves.toEqual({ kind: 'host', level: 'novice', turnSeconds: 60 });
  });

  it('refuses to join a game under way (it may be watched) and hosts with the chosen variation', async () => {
    const host = new TestHost();
    const games = lobby();
    const answer = lobbyDialog(games, { game: 'thirtyone', look: 'win95', variation: 'regular', level: 'intermediate' }, host);
    await settle();
    games.set([game('a', 'ANNE', 4, 'playing')]);
    await host.click('join');
    expect(host.title).toBe('Network Game');
    expect(host.top.namedControls().length).toBeGreaterThan(0);
    await host.keys('confirm');
    await host.click('host');
    expect(host.title).toBe('Host a Game');
    await host.click('2-van-eer-maas');
    expect(host.ids()).toEqual(expect.arrayContaining(['30-seconds', '1-minute', '2-minutes', 'no-clock']));
    await host.click('2-minutes');
    await host.click('ok');
    await expect(answer).resolves.toEqual({ kind: 'host', variation: 'van-eer-maas', level: 'intermediate', turnSeconds: 120 });
  });

  it("goes to another game's table to join or watch it, if the person agrees (Yes is the default: nothing is lost)", async () => {
    const host = new TestHost();
    const games = lobby();
    const answer = lobbyDialog(games, { game: 'hearts', look: 'win95', level: 'novice', goes: (id) => id === 'court' }, host);
    await settle();
    games.set([{ roomId: 'c', game: 'court', title: 'Affairs of the Court', host: 'BOB', options: { mustFollowSuit: true, roundLimit: 0 }, summary: 'must follow suit', taken: 1, seats: 2, stage: 'playing' }]);
    // Under way: only watched, wherever it is played.
    await host.click('join');
    expect(host.top.namedControls().map((c) => c.label).join(' ')).toBe('OK');
    await host.click('ok');
    await host.click('watch');
    expect(host.title).toBe('Network Game');
    expect(host.ids()).toEqual(expect.arrayContaining(['yes', 'no']));
    await host.click('no');
    expect(host.stack.length).toBe(1);
    await host.click('watch');
    await host.keys('confirm');
    await expect(answer).resolves.toEqual({ kind: 'elsewhere', game: 'court', roomId: 'c', watch: true });
  });
});
