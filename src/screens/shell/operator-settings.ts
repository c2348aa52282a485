// The operator's numbers, words and the PIN pad's memory, free of Pixi so
// they are tested in Node: values step within the limits the records schema
// accepts, the PIN is checked only once all four digits are in (by the
// records, which keep its hash and make the pad wait after wrong PINs), and what the
// menu says about the records is plain enough for whoever looks after the
// cabinet.

import { MEMORY_ONLY } from '../../store/notices';
import type { ImportResult, PinAnswer } from '../../store/records';

export const PIN_LENGTH = 4;

export interface Stepper {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** Seconds, within the bounds of `KioskOptionsSchema`. */
export const IDLE_STEPS: Stepper = { min: 15, max: 600, step: 15 };
export const ATTRACT_STEPS: Stepper = { min: 10, max: 600, step: 10 };
/** Volume in tenths, so repeated presses never drift to 0.30000000000000004. */
export const VOLUME_STEPS: Stepper = { min: 0, max: 10, step: 1 };

/** One step up or down, snapped to the step grid and kept within bounds. */
export function stepValue(value: number, direction: 1 | -1, { min, max, step }: Stepper): number {
  const snapped = Math.round(value / step) * step;
  const next = snapped === value ? value + direction * step : direction > 0 ? Math.ceil(value / step) * step : Math.floor(value / step) * step;
  return Math.min(max, Math.max(min, next));
}

export function stepVolume(volume: number, direction: 1 | -1): number {
  return stepValue(Math.round(volume * 10), direction, VOLUME_STEPS) / 10;
}

export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export type PinOutcome = 'typing' | 'busy' | 'open' | 'wrong' | 'waiting';

/** The records' side of the PIN: the hash, the wrong tries and the wait are theirs, kept across restarts. */
export interface PinChecker {
  readonly pinFailures: number;
  pinWait(now?: number): number;
  tryPin(pin: string): Promise<PinAnswer>;
}

/** The digits typed so far on the PIN pad; the records check them. */
export class PinPad {
  private digits = '';
  private checking = false;

  constructor(private readonly checker: PinChecker) {}

  get entered(): number {
    return this.digits.length;
  }

  /** Wrong PINs in a row, as the records count them. */
  get wrongTries(): number {
    return this.checker.pinFailures;
  }

  /** Milliseconds before another PIN is checked. */
  get waitMs(): number {
    return this.checker.pinWait();
  }

  type(digit: string): boolean {
    if (this.checking || !/^\d$/.test(digit) || this.digits.length >= PIN_LENGTH) return false;
    this.digits += digit;
    return true;
  }

  erase(): boolean {
    if (this.checking || this.digits.length === 0) return false;
    this.digits = this.digits.slice(0, -1);
    return true;
  }

  /** Check what was typed; a short entry is not a try, and nothing is checked during a wait. */
  async submit(): Promise<{ outcome: PinOutcome; waitMs: number }> {
    if (this.checking) return { outcome: 'busy', waitMs: 0 };
    if (this.digits.length < PIN_LENGTH) return { outcome: 'typing', waitMs: 0 };
    const typed = this.digits;
    this.digits = '';
    this.checking = true;
    try {
      const answer = await this.checker.tryPin(typed);
      return answer.result === 'open' ? { outcome: 'open', waitMs: 0 } : { outcome: answer.result, waitMs: answer.waitMs };
    } finally {
      this.checking = false;
    }
  }
}

/** A new PIN must be exactly four digits; the reason when it is not. */
export function pinProblem(pin: string): string | null {
  return /^\d{4}$/.test(pin) ? null : 'The PIN must be exactly four digits.';
}

/** A wait in whole seconds, rounded up so it never reads 0 s while it lasts. */
export function formatWait(ms: number): string {
  return formatSeconds(Math.max(1, Math.ceil(ms / 1000)));
}

/** A wait this long reads as the keypad being locked, not as a pause. */
const LOCKED_MS = 60_000;

/** Said under the PIN boxes after a wrong PIN, on at most two lines. */
export function wrongPinMessage(waitMs: number): string {
  if (waitMs <= 0) return 'Wrong PIN. Try again.';
  if (waitMs >= LOCKED_MS) return waitingMessage(waitMs);
  return `Wrong PIN.\n${waitingMessage(waitMs)}`;
}

/** Said while no PIN is checked: how long is left, on at most two lines. */
export function waitingMessage(waitMs: number): string {
  if (waitMs >= LOCKED_MS) return `Too many wrong PINs.\nLocked for ${formatWait(waitMs)}.`;
  return `Try again in ${formatWait(waitMs)}.`;
}

/** Longest notice quoted on the status line; the title screen lists them in full. */
const NOTICE_CHARS = 120;

/** Where the records live and what went wrong with them, one line each. */
export function recordsStatus(persistent: boolean, all: readonly string[]): string[] {
  const where = persistent ? 'Records are stored in this browser.' : 'Records are kept in memory only and are lost when the kiosk restarts.';
  // The first line already says what the memory-only notice says.
  const notices = all.filter((notice) => notice !== MEMORY_ONLY);
  if (notices.length === 0) return [where, 'No problems were found in the records.'];
  const first = notices[0] ?? '';
  const quoted = first.length > NOTICE_CHARS ? `${first.slice(0, NOTICE_CHARS - 3).trimEnd()}...` : first;
  const count = notices.length === 1 ? '1 notice' : `${notices.length} notices`;
  return [where, `${count}. ${notices.length === 1 ? '' : 'First: '}${quoted}`];
}

/** Said when storage gave up during an errand: what the operator must know and do. */
export const STORAGE_LOST =
  'The browser stopped storing records during the import: from now on they are kept in memory only and will be lost at restart. Restart the kiosk to try storage again.';

/** What an import did, for a message box: imported counts first, then the first refusal. */
export function importSummary(result: ImportResult, fileName: string): string {
  const refused = result.rejected.length;
  if (result.imported === 0) {
    const why = result.rejected[0] ?? 'The file holds no records.';
    return `Nothing was imported from ${fileName}.\n${why}\nThe records on this kiosk are as they were; nothing was lost.`;
  }
  const done = `${result.imported} ${result.imported === 1 ? 'record was' : 'records were'} imported from ${fileName}.`;
  if (refused === 0) return done;
  return `${done}\n${refused} ${refused === 1 ? 'record was' : 'records were'} left out: ${result.rejected[0]}${refused > 1 ? ' (and others)' : ''}`;
}
