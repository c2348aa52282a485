import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav';

const text = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

describe('encodeWav', () => {
  it('writes a mono 16-bit PCM header that describes the data', () => {
    const view = new DataView(encodeWav(new Float32Array(1000), 22050));
    expect(view.byteLength).toBe(44 + 2000);
    expect(text(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 2000);
    expect(text(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(22050);
    expect(view.getUint32(28, true)).toBe(44100);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(2000);
  });

  it('scales samples to 16 bits, clamping what is out of range', () => {
    const view = new DataView(encodeWav([0, 1, -1, 0.5, -0.5, 3, -3, Number.NaN], 44100));
    const pcm = Array.from({ length: 8 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(pcm).toEqual([0, 32767, -32768, 16383, -16384, 32767, -32768, 0]);
  });

  it('writes an empty sound as a bare header', () => {
    const view = new DataView(encodeWav([], 8000));
    expect(view.byteLength).toBe(44);
    expect(view.getUint32(40, true)).toBe(0);
  });
});
