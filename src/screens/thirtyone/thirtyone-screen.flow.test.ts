// The Thirty-One table in Node, through the whole kiosk (test-kiosk.ts):
// the end of a game and what the table shows after it, the back button with
// a card chosen, and the questions asked on the way to another game.

import { describe, expect, it, vi } from 'vitest';
import type { ThirtyOneSnapshot } from './thirtyone-snapshot';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestKiosk } = await import('../shell/test-kiosk');
const { GAMES } = await import('../registry');
const { Dialog, Label, focusMarkShown, theme } = await import('../../renderer/widgets');
const { PixelText, measureText } = await import('../../renderer/text');
const { ReplayPanel } = await import('../table/replay-panel');
const { ThirtyOneRecords } = await import('./thirtyone-records');
const { STANDARD_SETTINGS } = await import('./thirtyone-settings');

type Kiosk = InstanceType<typeof TestKiosk>;
type Plan = import('../table/seat-plan').SeatPlan;
const THIRTYONE = GAMES.find((g) => g.id === 'thirtyone')!;
const TITLE = '31 for Windows95';

const state = (kiosk: Kiosk) => kiosk.snapshot<ThirtyOneSnapshot>();

/** The words of the open dialog. */
function dialogWords(kiosk: Kiosk): string {
  const top = kiosk.nav.topModal;
  if (!(top instanceof Dialog)) return '';
  return top.view.children.flatMap((child) => (child instanceof Label ? [child.text] : [])).join('\n');
}

/** Whether the first text under `node` is written in the Windows 95 look's font (as measured), rather than Windows 3.1's. */
function inWin95Font(node: import('pixi.js').Container): boolean {
  const text = findText(node);
  if (!text) throw new Error('No text');
  // A label's shortcut letter is marked '&' in its text and underlined on screen.
  const width = (look: 'win31' | 'win95') => measureText(text.text.replace('&', ''), { font: theme(look).font }).width;
  expect(width('win95')).not.toBe(width('win31'));
  return text.textWidth === width('win95');
}

function findText(node: import('pixi.js').Container): InstanceType<typeof PixelText> | null {
  if (node instanceof PixelText && node.text !== '' && !node.text.includes('\n')) return node;
  for (const child of node.children) {
    const found = findText(child as import('pixi.js').Container);
    if (found) return found;
  }
  return null;
}

/** ANN at the table with `others`, her Players dialog answered OK and the first deal waiting. */
async function seated(others: Plan[], seed = 31): Promise<Kiosk> {
  const kiosk = await TestKiosk.open({ seed });
  await kiosk.records.addProfile('ANN');
  await new ThirtyOneRecords(kiosk.records).setSettings({ ...STANDARD_SETTINGS, seating: { seats: [{ kind: 'person', name: 'ANN', pad: null }, ...others] } });
  await kiosk.shell.play(THIRTYONE);
  await kiosk.until(() => state(kiosk).dialog === TITLE);
  await kiosk.press('down', 'confirm');
  await kiosk.until(() => state(kiosk).dialog === 'Players');
  await kiosk.click('ok');
  await kiosk.until(() => state(kiosk).awaitingDeal);
  return kiosk;
}

const myTurn = (s: ThirtyOneSnapshot) => s.dialog === null && s.waiting === 0 && !s.busy && !s.awaitingDeal;

/** ANN deals, keeps her hand and passes every time, until `stop` (or the Game Over box). */
async function playOn(kiosk: Kiosk, stop: (s: ThirtyOneSnapshot) => boolean = () => false): Promise<ThirtyOneSnapshot> {
  for (let i = 0; i < 500; i++) {
    await kiosk.until(() => {
      const s = state(kiosk);
      return s.dialog !== null || s.awaitingDeal || myTurn(s);
    }, 3000);
    const s = state(kiosk);
    if (s.dialog === 'Game Over' || stop(s)) return s;
    if (s.awaitingDeal) await kiosk.click('deal');
    else if (s.phase === 'choose') await kiosk.click('hand');
    else await kiosk.click('pass');
  }
  throw new Error('The game did not end.');
}

describe('the end of a Thirty-One game', () => {
  it('shows the Game Over box above the last round\'s line, and No keeps the finished table with its menus', async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    await playOn(kiosk);
    const view = kiosk.nav.topModal?.view;
    // Dialogs lie on the modal layer, whose origin is the stage's.
    const box = view && { y: view.y, height: view.height };
    const felt = (kiosk.screen as unknown as { felt: import('./felt').ThirtyOneFelt }).felt;
    const line = felt.captionBounds();
    expect(line.height).toBeGreaterThan(0);
    expect(box).toBeDefined();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(line.y);
    expect(box?.y).toBeGreaterThanOrEqual(0);

    await kiosk.click('no');
    const after = state(kiosk);
    expect(kiosk.screen?.id).toBe('thirtyone');
    expect(after.dialog).toBeNull();
    expect(after.outcome).not.toBeNull();
    expect(after.roundEnd).not.toBeNull();
    expect(after.status).toMatch(/^The game is over/);
    // Every hand of the last round still lies face up.
    expect(after.faceUp.filter((cards) => cards.length > 0)).toHaveLength(2);

    await kiosk.menu('Game', 'statistics');
    expect(state(kiosk).dialog).toBe('Statistics');
    await kiosk.press('confirm');
    // A new game asks nothing of a finished one.
    await kiosk.menu('Game', 'start');
    expect(state(kiosk).dialog).toBe('Players');
  });

  it('plays the game back in a panel in the window\'s own Windows 95 look', async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    await playOn(kiosk);
    await kiosk.click('replay');
    const panel = kiosk.nav.topModal;
    expect(panel).toBeInstanceOf(ReplayPanel);
    if (!(panel instanceof ReplayPanel)) return;
    expect(panel.look).toBe('win95');
    expect(inWin95Font(panel.view)).toBe(true);
    // Below the variation's symbol in the upper right corner, which stays in sight.
    const felt = (kiosk.screen as unknown as { felt: import('./felt').ThirtyOneFelt }).felt;
    const symbol = felt.symbolBounds();
    expect(panel.view.y).toBeGreaterThanOrEqual(symbol.y + symbol.height);
    // Run to the end: the box that says how it ended wears the same look.
    await kiosk.click('replay-run');
    await kiosk.until(() => kiosk.nav.topModal instanceof Dialog && kiosk.nav.topModal.title === 'Replay', 20_000);
    const ended = kiosk.nav.topModal;
    if (!(ended instanceof Dialog)) return;
    expect(inWin95Font(ended.buttons[0] as import('pixi.js').Container)).toBe(true);
  });
});

describe('one focus mark at a time', () => {
  it('hides the card mark on the table while a box is open over it', async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    await underWay(kiosk);
    const table = kiosk.screen!.view;
    expect(focusMarkShown(table)).toBe(true);
    await kiosk.menu('Game', 'statistics');
    await kiosk.until(() => state(kiosk).dialog !== null);
    expect(focusMarkShown(table)).toBe(false);
    expect(focusMarkShown(kiosk.nav.topModal!.view)).toBe(true);
  });
});

describe('Options during a network game', () => {
  it('keeps the network players’ names when the kiosk’s computers are renamed', async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    const before = state(kiosk).names;
    // A network game stands in for the server's: its seats keep the names they came with.
    const network = (kiosk.screen as unknown as { network: { game: object | null } }).network;
    network.game = { view: () => null, you: 0, chat: { unread: 0, messages: [] }, leave: () => (network.game = null) };
    await kiosk.menu('Game', 'options');
    await kiosk.until(() => state(kiosk).dialog === 'Options');
    await kiosk.click('change');
    await kiosk.until(() => state(kiosk).dialog === 'Opponent 1');
    await kiosk.press('erase', 'erase', 'erase', 'erase', 'erase');
    await kiosk.type('ZOE');
    await kiosk.click('ok');
    await kiosk.until(() => state(kiosk).dialog === 'Options');
    await kiosk.click('ok');
    await kiosk.until(() => state(kiosk).dialog === null);
    expect(state(kiosk).names).toEqual(before);
    expect(state(kiosk).settings.names[0]).toBe('ZOE');
  });
});

describe('walking away from the Thirty-One table', () => {
  it('leaves a network game to a computer when nobody answers "Still playing?"', async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    const left: string[] = [];
    // A network game stands in for the server's: only leaving it matters here.
    const network = (kiosk.screen as unknown as { network: { game: { leave(then: string): void } | null } }).network;
    network.game = {
      leave: (then) => {
        left.push(then);
        network.game = null;
      },
    };
    kiosk.shell.advanceIdle(91_000);
    await kiosk.tick();
    kiosk.shell.advanceIdle(16_000);
    await kiosk.tick();
    await kiosk.until(() => left.length > 0, 3000);
    expect(left).toEqual(['local']);
  });

  it('asks "Still playing?" in the window\'s Windows 95 look', async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    kiosk.shell.advanceIdle(91_000);
    await kiosk.tick();
    expect(state(kiosk).dialogOpen).toBe(true);
    const dialog = kiosk.nav.topModal;
    expect(dialog).toBeInstanceOf(Dialog);
    if (!(dialog instanceof Dialog)) return;
    expect(dialog.title).toBe('Still playing?');
    expect(inWin95Font(dialog.buttons[0] as import('pixi.js').Container)).toBe(true);
  });
});

/** Deal, and ANN keeps her hand: a game under way, her turn to change, pass or take the pot. */
async function underWay(kiosk: Kiosk): Promise<void> {
  await kiosk.click('deal');
  await kiosk.until(() => myTurn(state(kiosk)) && state(kiosk).phase === 'choose', 3000);
  await kiosk.click('hand');
  await kiosk.until(() => myTurn(state(kiosk)), 3000);
}

describe('backing out at the Thirty-One table', () => {
  it('puts a chosen card down at the first back (Esc, B, right click); only the second asks to leave', async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    await underWay(kiosk);
    await kiosk.click(`card-${state(kiosk).hand[0]}`);
    expect(state(kiosk).chosen).toHaveLength(1);
    await kiosk.send({ type: 'press', button: 'back', device: 'pointer', repeat: false });
    expect(state(kiosk).chosen).toEqual([]);
    expect(state(kiosk).dialog).toBeNull();
    await kiosk.press('back');
    expect(state(kiosk).dialog).toBe(TITLE);
    expect(dialogWords(kiosk)).toMatch(/^Leave this game\?/);
  });

  it('asks about leaving this game for network play, not about a new game, at Game > Network', async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    await underWay(kiosk);
    await kiosk.menu('Game', 'network');
    expect(dialogWords(kiosk)).toMatch(/^Leave this game for network play\? It /);
    await kiosk.press('back');
    expect(state(kiosk).dialog).toBeNull();
  });

  it('says how long a new name may be, and goes back to the list when the name is cancelled', async () => {
    const kiosk = await TestKiosk.open({ seed: 31 });
    await kiosk.shell.play(THIRTYONE);
    await kiosk.until(() => state(kiosk).dialog === TITLE);
    // Guest, New player...
    await kiosk.press('down', 'confirm');
    expect(dialogWords(kiosk)).toContain('(12 letters at most)');
    await kiosk.press('back');
    expect(state(kiosk).controls.map((c) => c.id)).toContain('list');
    await kiosk.press('confirm');
    await kiosk.type('BARTHOLOMEWXY');
    await kiosk.press('confirm');
    await kiosk.until(() => state(kiosk).dialog === 'Players');
    expect(state(kiosk).player).toBe('BARTHOLOMEWX');
  });
});

describe("the Thirty-One table's move log", () => {
  it("keeps a computer's moves readable on the table after its cards have moved", async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'expert' }, { kind: 'computer', level: 'expert' }]);
    const felt = () => (kiosk.screen as unknown as { felt: import('./felt').ThirtyOneFelt }).felt;
    expect(felt().logLines).toEqual([]);
    await underWay(kiosk);
    expect(felt().logLines.slice(0, 2)).toEqual(['Round 1: ANN deals', 'ANN kept the hand (Hand)']);
    await kiosk.click('pass');
    // What the computers did after ANN passed, by name: a change names the cards put in and taken.
    const theirs = /^(Hetty|Oskar) (passed|took the pot|changed \S+ for \S+)$/;
    await kiosk.until(() => theirs.test(felt().logLines.at(-1) ?? ''), 3000);
    expect(felt().logLines).toContain('ANN passed');
  });
});

describe("the Thirty-One table's help", () => {
  it('says how the two variations differ, in a box that fits the screen', async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    await kiosk.menu('Help', 'variations');
    expect(state(kiosk).dialog).toBe('Variations');
    const words = dialogWords(kiosk);
    for (const rule of [/third mark/, /fourth mark/, /extra life/, /everyone takes a mark, even a 31/, /lowest three of a kind/, /nobody takes one/]) expect(words).toMatch(rule);
    const onScreen = () => {
      const view = kiosk.nav.topModal?.view;
      return view !== undefined && view.y >= 0 && view.y + view.height <= 480 && view.x >= 0 && view.x + view.width <= 640;
    };
    expect(onScreen()).toBe(true);
    await kiosk.press('confirm');
    await kiosk.menu('Help', 'how');
    expect(dialogWords(kiosk)).toMatch(/Help > Variations/);
    expect(onScreen()).toBe(true);
  });
});

describe('the replay of a finished Thirty-One game', () => {
  it('brings back the table as the game ended when it is left: the last round, its hands and its moves', async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    const felt = () => (kiosk.screen as unknown as { felt: import('./felt').ThirtyOneFelt }).felt;
    const ended = await playOn(kiosk);
    const log = felt().logLines;
    await kiosk.click('replay');
    await kiosk.click('replay-step');
    await kiosk.click('replay-step');
    await kiosk.until(() => (state(kiosk).replay?.position ?? 0) >= 2);
    await kiosk.click('replay-end');
    await kiosk.until(() => state(kiosk).dialog === 'Game Over');
    const back = state(kiosk);
    expect(back.roundEnd).toEqual(ended.roundEnd);
    expect(back.faceUp).toEqual(ended.faceUp);
    expect(back.pot).toEqual(ended.pot);
    expect(felt().logLines).toEqual(log);
  });
});

describe('seating another table at the Thirty-One screen', () => {
  it("leaves no Deal lit for the game it replaces (a network game's seats)", async () => {
    const kiosk = await seated([{ kind: 'computer', level: 'novice' }]);
    expect(state(kiosk).awaitingDeal).toBe(true);
    const screen = kiosk.screen as unknown as { sitAt(plans: Plan[], names: string[], viewer?: number): void; render(): void };
    screen.sitAt([{ kind: 'computer', level: 'expert' }, { kind: 'person', name: 'ANN', pad: null }], ['BOB', 'ANN'], 1);
    screen.render();
    expect(state(kiosk).awaitingDeal).toBe(false);
    // Only the controls that can be used are offered: Deal is grey.
    expect(state(kiosk).controls.map((c) => c.id)).not.toContain('deal');
  });
});

describe('what leaving a Thirty-One game costs, as the questions say it', () => {
  it('speaks of a loss only where the statistics keep one: expert computers and a name at the table', async () => {
    const casual = await seated([{ kind: 'computer', level: 'novice' }]);
    await underWay(casual);
    await casual.press('back');
    expect(dialogWords(casual)).toBe('Leave this game? It ends unfinished (only games with expert computers count in the statistics).');
    await casual.press('back');
    await casual.menu('Game', 'start');
    expect(dialogWords(casual)).toMatch(/^Start a new game\? The one in progress ends unfinished/);

    // Kept, it is offered again with the same truth.
    const again = await TestKiosk.open({ seed: 31, records: casual.records });
    await again.shell.play(THIRTYONE);
    await again.until(() => state(again).dialog === TITLE);
    await again.press('down', 'confirm');
    await again.until(() => state(again).dialog === 'Unfinished Game');
    expect(dialogWords(again)).toMatch(/Carry on with it\? \(No gives it up\.\)$/);

    const counted = await seated([{ kind: 'computer', level: 'expert' }]);
    await underWay(counted);
    await counted.press('back');
    expect(dialogWords(counted)).toBe('Leave this game? It will count as a loss.');
  });
});
