// The kiosk's sound effects as synthesiser settings: no sound files. The PC
// effects are 8 kHz-ish square and noise blips like a 90s sound card; the
// Spectrum ones are the 1-bit beeper: a bare square wave, on or off.

import type { TapeBurst } from './tape';

export const SFX_NAMES = [
  'deal',
  'flip',
  'click',
  'error',
  'win',
  'lose',
  'broken',
  'queen',
  'moon',
  'beep',
  'beep-high',
  'beep-low',
  'tape',
] as const;
export type SfxName = (typeof SFX_NAMES)[number];

export type Wave = 'sine' | 'triangle' | 'saw' | 'noise' | 'square';

/** One ZzFX voice, by name rather than by position. Times in seconds, pitches in Hz. */
export interface Voice {
  /** The loudest sample, 0-1: each effect is scaled to it, whatever the synthesiser made. */
  peak: number;
  wave: Wave;
  frequency: number;
  /** Square waves: the fraction of each cycle spent high. */
  duty?: number;
  attack?: number;
  decay?: number;
  sustain?: number;
  release?: number;
  sustainVolume?: number;
  /** Pitch change per second, and its own change. */
  slide?: number;
  deltaSlide?: number;
  /** Added to the pitch `pitchJumpTime` into each `repeatTime` period, cumulatively: a staircase. */
  pitchJump?: number;
  pitchJumpTime?: number;
  repeatTime?: number;
  /** Random jitter of the pitch, 0-1 and beyond. */
  noise?: number;
  /** Sample-and-hold: 0.05 keeps every 5th sample, a rough 8.8 kHz. */
  bitCrush?: number;
  /** Loudness swell once per `repeatTime`, 0-1. */
  tremolo?: number;
  /** Positive: high-pass at that frequency; negative: low-pass. */
  filter?: number;
}

export type Effect = Voice | TapeBurst;

const SOUND_CARD = 0.05;

export const EFFECTS: Readonly<Record<SfxName, Effect>> = {
  // A card sliding off the deck: a papery hiss.
  deal: { peak: 0.45, wave: 'noise', frequency: 900, attack: 0.004, sustain: 0.02, release: 0.06, filter: 1800, bitCrush: SOUND_CARD },
  // A card turning over: tick, then a tock a little higher.
  flip: {
    peak: 0.4,
    wave: 'square',
    frequency: 500,
    sustain: 0.03,
    release: 0.025,
    pitchJump: 500,
    pitchJumpTime: 0.02,
    bitCrush: SOUND_CARD,
  },
  // A button or menu choice: the shortest blip that still reads as a click.
  click: { peak: 0.35, wave: 'square', frequency: 1400, sustain: 0.006, release: 0.012 },
  // Not allowed: a low two-step buzz.
  error: {
    peak: 0.5,
    wave: 'square',
    duty: 0.4,
    frequency: 110,
    sustain: 0.2,
    release: 0.06,
    pitchJump: -22,
    pitchJumpTime: 0.12,
    bitCrush: SOUND_CARD,
  },
  // A rising run up the harmonic series of 98 Hz (G, B, D, F, G...): a bugle fanfare.
  win: {
    peak: 0.5,
    wave: 'square',
    frequency: 392,
    sustain: 0.45,
    release: 0.35,
    pitchJump: 98,
    pitchJumpTime: 0.07,
    repeatTime: 0.09,
    bitCrush: SOUND_CARD,
  },
  // Sinking steps down the same series, each a swelling "wah".
  lose: {
    peak: 0.5,
    wave: 'square',
    frequency: 392,
    sustain: 0.95,
    release: 0.3,
    pitchJump: -49,
    pitchJumpTime: 0.2,
    repeatTime: 0.25,
    tremolo: 0.5,
    bitCrush: SOUND_CARD,
  },
  // Hearts broken: a quick bright ping falling a fifth, like a cracked bell.
  broken: { peak: 0.4, wave: 'triangle', frequency: 1320, sustain: 0.08, release: 0.18, pitchJump: -440, pitchJumpTime: 0.06, bitCrush: SOUND_CARD },
  // The queen of spades taken: a heavy slide down, the trick nobody wanted.
  queen: { peak: 0.5, wave: 'saw', frequency: 330, sustain: 0.25, release: 0.2, slide: -300, filter: -1600, bitCrush: SOUND_CARD },
  // The moon shot: a fast whooping climb.
  moon: {
    peak: 0.5,
    wave: 'square',
    frequency: 262,
    sustain: 0.4,
    release: 0.15,
    pitchJump: 131,
    pitchJumpTime: 0.05,
    repeatTime: 0.06,
    tremolo: 0.3,
    bitCrush: SOUND_CARD,
  },
  // BEEP .1,12 and friends: a bare square wave, no envelope.
  beep: { peak: 0.4, wave: 'square', frequency: 523.25, sustain: 0.1 },
  'beep-high': { peak: 0.4, wave: 'square', frequency: 1046.5, sustain: 0.06 },
  'beep-low': { peak: 0.4, wave: 'square', frequency: 196, sustain: 0.16 },
  tape: { wave: 'tape', peak: 0.35, pilot: 0.15, data: 0.3, seed: 1982 },
};

/** The beeper effects, which must stay 1-bit to sound like the machine. */
export const BEEPER: ReadonlySet<SfxName> = new Set(['beep', 'beep-high', 'beep-low', 'tape']);

export function effectSeconds(effect: Effect): number {
  if (effect.wave === 'tape') return effect.pilot + effect.data;
  return (effect.attack ?? 0) + (effect.decay ?? 0) + (effect.sustain ?? 0) + (effect.release ?? 0);
}
