// The flow every Windows table shares, run through the whole kiosk in Node
// (test-kiosk.ts): a game is given up for another only once the person has
// said who plays next. Cancelled on the way ("Who is playing?", the Players
// dialog, the lobby), the game on the table plays on as it was and nothing
// is recorded; confirmed, the old game counts as lost and the new one is
// dealt. Thirty-One, Euchre and Hearts all go through it.

import { describe, expect, it, vi } from 'vitest';
import type { EuchreSnapshot } from '../euchre/euchre-snapshot';
import type { HeartsSnapshot } from '../hearts/hearts-snapshot';
import type { ThirtyOneSnapshot } from '../thirtyone/thirtyone-snapshot';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestKiosk } = await import('../shell/test-kiosk');
const { GAMES } = await import('../registry');
const { ThirtyOneRecords } = await import('../thirtyone/thirtyone-records');
const { STANDARD_SETTINGS } = await import('../thirtyone/thirtyone-settings');
const { EuchreStatsSchema, NO_EUCHRE_STATS } = await import('../euchre/euchre-stats');
const { Dialog, Label } = await import('../../renderer/widgets');

type Kiosk = InstanceType<typeof TestKiosk>;
const game = (id: string) => {
  const found = GAMES.find((g) => g.id === id);
  if (!found) throw new Error(`No game ${id}`);
  return found;
};

/** Frames enough for a computer's move or a dialog to come up at instant speed. */
const SOON = 2000;

/** "Who is playing?" answered with ANN, who is on file (the list: Guest, ANN, New player...). */
async function pickAnn(kiosk: Kiosk, title: string): Promise<void> {
  await kiosk.until(() => kiosk.snapshot<{ dialog: string | null }>().dialog === title);
  await kiosk.press('down', 'confirm');
}

describe('Thirty-One: leaving a game for another', () => {
  const thirtyOne = (kiosk: Kiosk) => kiosk.snapshot<ThirtyOneSnapshot>();
  const myTurn = (kiosk: Kiosk) => {
    const s = thirtyOne(kiosk);
    return s.dialog === null && s.waiting === 0 && !s.busy && !s.awaitingDeal;
  };

  /** ANN at a table of two expert computers (a game that counts), dealt, and her Hand taken: a game under way. */
  async function underWay(): Promise<Kiosk> {
    const kiosk = await TestKiosk.open({ seed: 31 });
    await kiosk.records.addProfile('ANN');
    const seats = [{ kind: 'person', name: 'ANN', pad: null }, { kind: 'computer', level: 'expert' }, { kind: 'computer', level: 'expert' }] as const;
    await new ThirtyOneRecords(kiosk.records).setSettings({ ...STANDARD_SETTINGS, seating: { seats: [...seats] } });
    await kiosk.shell.play(game('thirtyone'));
    await pickAnn(kiosk, '31 for Windows95');
    await kiosk.until(() => thirtyOne(kiosk).dialog === 'Players');
    await kiosk.click('ok');
    await kiosk.until(() => thirtyOne(kiosk).awaitingDeal);
    await kiosk.click('deal');
    await kiosk.until(() => myTurn(kiosk) && thirtyOne(kiosk).phase === 'choose', SOON);
    await kiosk.click('hand');
    await kiosk.until(() => myTurn(kiosk), SOON);
    return kiosk;
  }

  it('plays on as it was, nothing recorded, when the Players dialog is cancelled after agreeing to the loss', async () => {
    const kiosk = await underWay();
    const before = thirtyOne(kiosk);
    await kiosk.menu('Game', 'start');
    expect(thirtyOne(kiosk).dialog).toBe('31 for Windows95');
    await kiosk.type('y');
    await kiosk.until(() => thirtyOne(kiosk).dialog === 'Players');
    await kiosk.press('back');
    const after = thirtyOne(kiosk);
    expect(after.dialog).toBeNull();
    expect(after.seed).toBe(before.seed);
    expect(after.player).toBe('ANN');
    expect(after.stats?.games ?? 0).toBe(0);
    // Still ANN's turn, her buttons lit: the table is not left waiting for a game that stopped.
    expect(after.waiting).toBe(0);
    expect(after.status).not.toMatch(/thinking/);
    expect(after.controls.find((c) => c.id === 'pass')).toBeDefined();
    await kiosk.click('pass');
    await kiosk.until(() => thirtyOne(kiosk).passed.includes(0) || thirtyOne(kiosk).round > before.round, SOON);
  });

  it('counts the old game as lost once the new table is chosen, and deals the new one', async () => {
    const kiosk = await underWay();
    const before = thirtyOne(kiosk);
    await kiosk.menu('Game', 'start');
    await kiosk.type('y');
    await kiosk.until(() => thirtyOne(kiosk).dialog === 'Players');
    await kiosk.click('ok');
    await kiosk.until(() => thirtyOne(kiosk).awaitingDeal);
    const after = thirtyOne(kiosk);
    expect(after.seed).not.toBe(before.seed);
    expect(after.round).toBe(1);
    await kiosk.until(() => thirtyOne(kiosk).stats?.games === 1);
    expect(thirtyOne(kiosk).stats?.wins).toBe(0);
  });

  it('plays on as it was when the person agrees to leave for network play and then closes what opens', async () => {
    const kiosk = await underWay();
    const before = thirtyOne(kiosk);
    await kiosk.menu('Game', 'network');
    // The question says what is given up, and for what.
    expect(thirtyOne(kiosk).dialog).toBe('31 for Windows95');
    await kiosk.type('y');
    // Whatever opens (the lobby, or word that no game server answers) is closed again.
    await kiosk.until(() => thirtyOne(kiosk).dialog !== null && thirtyOne(kiosk).dialog !== '31 for Windows95', SOON);
    for (let i = 0; i < 5 && thirtyOne(kiosk).dialogOpen; i++) {
      await kiosk.press('back');
      await kiosk.tick(5);
    }
    const after = thirtyOne(kiosk);
    expect(after.dialog).toBeNull();
    expect(after.seed).toBe(before.seed);
    expect(after.waiting).toBe(0);
    expect(after.stats?.games ?? 0).toBe(0);
  });

  it('leaves for the games when "Who is playing?" is cancelled on arrival, seating nobody', async () => {
    const kiosk = await TestKiosk.open({ seed: 31 });
    await kiosk.shell.play(game('thirtyone'));
    await kiosk.until(() => thirtyOne(kiosk).dialog === '31 for Windows95');
    await kiosk.press('back');
    await kiosk.untilScreen('select');
  });
});

describe('Euchre: Game > New cancelled at "Who is playing?"', () => {
  const euchre = (kiosk: Kiosk) => kiosk.snapshot<EuchreSnapshot>();
  const asked = (kiosk: Kiosk) => {
    const s = euchre(kiosk);
    return s.dialog === null && !s.busy && (s.bids.length > 0 || s.legal.length > 0);
  };

  /** ANN at seed 9, once she has moved: a game that would count. */
  async function annMoved(): Promise<Kiosk> {
    const kiosk = await TestKiosk.open({ seed: 9 });
    await kiosk.records.addProfile('ANN');
    await kiosk.shell.play(game('euchre'));
    await pickAnn(kiosk, 'Four-Handed Euchre');
    await kiosk.until(() => asked(kiosk), SOON);
    if (euchre(kiosk).bids.includes('bid-pass')) await kiosk.click('bid-pass');
    else await kiosk.click(`card-${euchre(kiosk).legal[0]}`);
    return kiosk;
  }

  it('goes back to the game as it was: nothing recorded, the same person seated, the same deal', async () => {
    const kiosk = await annMoved();
    await kiosk.until(() => asked(kiosk), SOON);
    const before = euchre(kiosk);
    await kiosk.menu('Game', 'new');
    expect(euchre(kiosk).dialog).toBe('Four-Handed Euchre');
    await kiosk.type('y');
    await kiosk.until(() => euchre(kiosk).controls.some((c) => c.id === 'list'));
    await kiosk.press('back');
    const after = euchre(kiosk);
    expect(after.dialog).toBeNull();
    expect(after.player).toBe('ANN');
    expect(after.seed).toBe(before.seed);
    expect(after.hand).toEqual(before.hand);
    expect(after.stats?.games ?? 0).toBe(0);
    expect(asked(kiosk)).toBe(true);
  });

  it('counts the old game as ANN\'s loss once "Who is playing?" is answered, and deals anew', async () => {
    const kiosk = await annMoved();
    const before = euchre(kiosk);
    await kiosk.menu('Game', 'new');
    await kiosk.type('y');
    await kiosk.until(() => euchre(kiosk).controls.some((c) => c.id === 'list'));
    // A guest sits down this time: the loss is still ANN's.
    await kiosk.press('up', 'confirm');
    await kiosk.until(() => euchre(kiosk).dialog === null && euchre(kiosk).seed !== before.seed);
    expect(euchre(kiosk).player).toBeNull();
    const ann = () => kiosk.records.stats('euchre', 'ANN', EuchreStatsSchema, NO_EUCHRE_STATS);
    await kiosk.until(() => euchre(kiosk).dialog === null);
    expect(await ann()).toMatchObject({ games: 1, wins: 0 });
  });
});

describe('Hearts: Game > New', () => {
  it('still counts the game given up as lost when the new one is dealt', async () => {
    const kiosk = await TestKiosk.open({ seed: 5 });
    await kiosk.records.addProfile('ANN');
    const hearts = () => kiosk.snapshot<HeartsSnapshot>();
    await kiosk.shell.play(game('hearts'));
    await pickAnn(kiosk, 'Hearts Deluxe');
    await kiosk.until(() => hearts().phase === 'pass' && !hearts().busy);
    for (const card of hearts().hand.slice(0, 3)) await kiosk.click(`card-${card}`);
    await kiosk.click('centre');
    await kiosk.until(() => hearts().waitingForOk);
    const before = hearts();
    await kiosk.menu('Game', 'new');
    await kiosk.type('y');
    await kiosk.until(() => hearts().seed !== before.seed && hearts().phase === 'pass');
    expect(hearts().player).toBe('ANN');
    await kiosk.until(() => hearts().stats?.games === 1);
  });
});

describe('Hearts: a guest leaving', () => {
  it('is not told of a loss: a guest’s games are counted nowhere', async () => {
    const kiosk = await TestKiosk.open({ seed: 5 });
    const hearts = () => kiosk.snapshot<HeartsSnapshot>();
    await kiosk.shell.play(game('hearts'));
    await kiosk.until(() => hearts().dialog === 'Hearts Deluxe');
    // The list's first line: a guest.
    await kiosk.press('confirm');
    await kiosk.until(() => hearts().phase === 'pass' && !hearts().busy);
    for (const card of hearts().hand.slice(0, 3)) await kiosk.click(`card-${card}`);
    await kiosk.click('centre');
    await kiosk.until(() => hearts().waitingForOk);
    await kiosk.menu('Game', 'new');
    await kiosk.until(() => hearts().dialog === 'Hearts Deluxe');
    const top = kiosk.nav.topModal;
    const words = top instanceof Dialog ? top.view.children.flatMap((child) => (child instanceof Label ? [child.text] : [])).join(' ') : '';
    expect(words).toContain("a guest's games are not counted");
    expect(words).not.toContain('loss');
  });
});
