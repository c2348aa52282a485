// Affairs of the Court's replays in Node, through the whole kiosk
// (test-kiosk.ts): a finished game is played back from its seed, move by
// move, with every hand face up, and ends exactly as the game did; a pad
// steps, runs and ends it, the mouse clicks the panel's buttons.

import { describe, expect, it } from 'vitest';
import { asGuest, court, playCourt, sitDown } from './court-driver';
import { TestKiosk } from '../shell/test-kiosk';

describe('Affairs of the Court: replays', () => {
  it('gamepad: a finished game plays back step by step, then runs to its end, as the game ended', async () => {
    const kiosk = await TestKiosk.open({ seed: 41 });
    await sitDown(kiosk, 'gamepad');
    await asGuest(kiosk, 'gamepad');
    const end = await playCourt(kiosk, 'gamepad');
    expect(end.dialog).toBe('Game Over');
    expect(end.seed).not.toBeNull();
    expect(end.controls.map((c) => c.id)).toContain('replay');
    await kiosk.use('replay', 'gamepad');
    await kiosk.until(() => court(kiosk).replay?.position === 0);
    const length = court(kiosk).replay?.length ?? 0;
    expect(length).toBeGreaterThan(10);
    // The computer's hand lies face up: its cards are on the table's scene, nothing is hidden.
    await kiosk.until(() => court(kiosk).status.startsWith('Replay: every hand face up'));
    // A steps one move at a time.
    await kiosk.pad('confirm');
    await kiosk.until(() => court(kiosk).replay?.position === 1);
    await kiosk.pad('confirm');
    await kiosk.until(() => court(kiosk).replay?.position === 2);
    // X runs it to the end, where a box says it ended as the game did.
    await kiosk.pad('x');
    await kiosk.until(() => court(kiosk).dialog === 'Replay');
    expect(court(kiosk).replay).toMatchObject({ position: length, length });
    await kiosk.pad('confirm');
    await kiosk.until(() => court(kiosk).dialog === null);
    // B ends the replay: the finished game and its buttons come back, and nothing was recorded twice.
    await kiosk.pad('back');
    await kiosk.until(() => court(kiosk).dialog === 'Game Over');
    expect(court(kiosk).replay).toBeNull();
    expect(court(kiosk).outcome).toEqual(end.outcome);
  });

  it('mouse: the replay panel is clicked through, and leaving it brings the end of the game back', async () => {
    const kiosk = await TestKiosk.open({ seed: 42 });
    await sitDown(kiosk, 'pointer');
    await asGuest(kiosk, 'pointer');
    const end = await playCourt(kiosk, 'pointer');
    expect(end.dialog).toBe('Game Over');
    await kiosk.click('replay');
    await kiosk.until(() => court(kiosk).replay?.position === 0);
    await kiosk.click('replay-step');
    await kiosk.until(() => court(kiosk).replay?.position === 1);
    await kiosk.click('replay-run');
    await kiosk.until(() => court(kiosk).dialog === 'Replay');
    await kiosk.click('ok');
    await kiosk.until(() => court(kiosk).dialog === null);
    await kiosk.click('replay-end');
    await kiosk.until(() => court(kiosk).dialog === 'Game Over');
    await kiosk.click('new');
    await kiosk.until(() => court(kiosk).phase === 'draw');
    expect(court(kiosk).outcome).toBeNull();
  });
});
