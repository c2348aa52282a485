import { describe, expect, it } from 'vitest';
import { TAPE_MS, tapeBands, TapeLoading } from './tape-stripes';

describe('the tape-loading border', () => {
  it('stripes red and cyan, then blue and yellow, and stops within two seconds', () => {
    expect(TAPE_MS).toBeLessThanOrEqual(2000);
    const pilot = tapeBands(100) ?? [];
    expect(new Set(pilot.map((b) => b.ink))).toEqual(new Set(['red', 'cyan']));
    const data = tapeBands(1500) ?? [];
    expect(new Set(data.map((b) => b.ink))).toEqual(new Set(['blue', 'yellow']));
    expect(JSON.stringify(tapeBands(1500))).not.toBe(JSON.stringify(tapeBands(1540)));
    expect(tapeBands(TAPE_MS)).toBeNull();
    for (let t = 0; t < TAPE_MS; t += 17) for (const band of tapeBands(t) ?? []) expect(band.height).toBeGreaterThanOrEqual(0);
  });
});

describe('the tape on a page that stalls', () => {
  it('plays a tenth of a second a frame at most, so a long frame does not skip it', () => {
    const striped: unknown[] = [];
    const screen = { stripes: (bands: unknown) => striped.push(bands), cls: () => undefined, printAt: () => undefined };
    const tape = new TapeLoading(screen as never);
    expect(tape.run(5000)).toBe(true);
    let frames = 1;
    while (tape.run(5000)) frames += 1;
    expect(frames).toBeGreaterThanOrEqual(17);
    expect(striped.filter((bands) => bands !== null).length).toBe(frames);
  });
});
