// The part of the ZzFX module the kiosk uses (it ships without types).
declare module 'zzfx' {
  export const ZZFX: {
    sampleRate: number;
    volume: number;
    audioContext: AudioContext;
    buildSamples(...parameters: Array<number | undefined>): number[];
  };
}
