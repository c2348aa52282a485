// Who sounds like whom at the table: each seat its own variant of the
// synthesiser's English voice, pitch and pace, so a player is known by ear
// before the popup is read. Seat 0 is the person at the kiosk, who needs a
// voice only when the attract loop's demo seats a computer player there.

export interface Voice {
  /** One of meSpeak's voice variants. */
  variant: string;
  /** 0-99; 50 is the variant's own. */
  pitch: number;
  /** Words per minute. */
  speed: number;
}

export const VOICE_CAST: readonly Voice[] = [
  { variant: 'm1', pitch: 70, speed: 165 },
  // The left opponent: a deep, unhurried man.
  { variant: 'm3', pitch: 15, speed: 150 },
  // The partner across the table: a woman's voice, brisk.
  { variant: 'f2', pitch: 55, speed: 175 },
  // The right opponent: high, rough and quick.
  { variant: 'croak', pitch: 90, speed: 190 },
];

/** The voice of a seat at a four-player table; seats past the fourth wrap round. */
export function voiceFor(seat: number): Voice {
  const index = Number.isInteger(seat) ? ((seat % VOICE_CAST.length) + VOICE_CAST.length) % VOICE_CAST.length : 0;
  return VOICE_CAST[index]!;
}
