import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VOICE_CAST, type Voice } from './voice-cast';

let synthesise: (text: string, voice: Voice) => ArrayBuffer;

beforeAll(async () => {
  // Outside a browser meSpeak says it can only make files, which is all it is asked for.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  ({ synthesise } = await import('./synthesise'));
  vi.restoreAllMocks();
});

interface Wav {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  samples: Int16Array;
}

/** The fields of a PCM WAV file that a browser's decoder relies on. */
function readWav(buffer: ArrayBuffer): Wav {
  const view = new DataView(buffer);
  const ascii = (offset: number) => String.fromCharCode(...new Uint8Array(buffer, offset, 4));
  expect(ascii(0)).toBe('RIFF');
  expect(ascii(8)).toBe('WAVE');
  expect(ascii(12)).toBe('fmt ');
  expect(ascii(36)).toBe('data');
  const dataBytes = view.getUint32(40, true);
  expect(44 + dataBytes).toBeLessThanOrEqual(buffer.byteLength);
  return {
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    bitsPerSample: view.getUint16(34, true),
    samples: new Int16Array(buffer.slice(44, 44 + dataBytes - (dataBytes % 2))),
  };
}

function rms(samples: Int16Array): number {
  let energy = 0;
  for (const sample of samples) energy += sample * sample;
  return Math.sqrt(energy / samples.length) / 0x8000;
}

/** The median pitch of the loud, voiced stretches, by autocorrelation over 60-400 Hz. */
function medianPitch({ samples, sampleRate }: Wav): number {
  const frame = 1024;
  const pitches: number[] = [];
  for (let start = 0; start + frame < samples.length; start += frame) {
    const at = (i: number) => samples[start + i]! / 0x8000;
    if (rms(samples.subarray(start, start + frame)) < 0.05) continue;
    let bestCorrelation = 0.6;
    let bestLag = 0;
    for (let lag = Math.floor(sampleRate / 400); lag < sampleRate / 60; lag++) {
      let product = 0;
      let early = 0;
      let late = 0;
      for (let i = 0; i < frame - lag; i++) {
        product += at(i) * at(i + lag);
        early += at(i) ** 2;
        late += at(i + lag) ** 2;
      }
      const correlation = product / Math.sqrt(early * late || 1);
      if (correlation > bestCorrelation) [bestCorrelation, bestLag] = [correlation, lag];
    }
    if (bestLag > 0) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  expect(pitches.length).toBeGreaterThan(3);
  return pitches[Math.floor(pitches.length / 2)]!;
}

describe('synthesise', () => {
  it('speaks a word into a valid, audible 16-bit PCM WAV', () => {
    const wav = readWav(synthesise('Euchred!', VOICE_CAST[1]!));
    expect(wav).toMatchObject({ format: 1, channels: 1, sampleRate: 22050, bitsPerSample: 16 });
    const seconds = wav.samples.length / wav.sampleRate;
    expect(seconds).toBeGreaterThan(0.2);
    expect(seconds).toBeLessThan(3);
    expect(rms(wav.samples)).toBeGreaterThan(0.01);
  });

  it('pitches each seat apart from every other, a minor third or more', () => {
    const pitches = VOICE_CAST.map((voice) => medianPitch(readWav(synthesise('Pick it up, partner', voice)))).sort((a, b) => a - b);
    for (let i = 1; i < pitches.length; i++) expect(pitches[i]! / pitches[i - 1]!).toBeGreaterThan(1.18);
  });
});
