import { describe, expect, it } from 'vitest';
import { VOICE_CAST, voiceFor } from './voice-cast';

describe('voice cast', () => {
  it('gives each of the four seats a voice of its own', () => {
    const voices = [0, 1, 2, 3].map(voiceFor);
    expect(new Set(voices.map((voice) => JSON.stringify(voice))).size).toBe(4);
    expect(new Set(voices.map((voice) => voice.pitch)).size).toBe(4);
  });

  it('keeps to what the synthesiser accepts', () => {
    for (const voice of VOICE_CAST) {
      expect(voice.pitch).toBeGreaterThanOrEqual(0);
      expect(voice.pitch).toBeLessThanOrEqual(99);
      expect(voice.speed).toBeGreaterThanOrEqual(80);
      expect(voice.speed).toBeLessThanOrEqual(450);
      expect(voice.variant).toMatch(/^(m[1-7]|f[1-5]|croak|klatt[23]?|whisperf?)$/);
    }
  });

  it('wraps seats past the table round, and never fails on a strange seat', () => {
    expect(voiceFor(5)).toEqual(voiceFor(1));
    expect(voiceFor(-1)).toEqual(voiceFor(3));
    expect(voiceFor(Number.NaN)).toEqual(voiceFor(0));
  });
});
