// The part of meSpeak the voices use (it ships without types).
declare module 'mespeak' {
  interface SpeakOptions {
    /** 'array': the WAV file as byte values, instead of playing it. */
    rawdata: 'array';
    /** A variant of the loaded voice: 'm1' to 'm7', 'f1' to 'f5', 'croak', 'klatt'... */
    variant?: string;
    /** 0-99, default 50. */
    pitch?: number;
    /** Words per minute, default 175. */
    speed?: number;
    /** 0-200, default 100. */
    amplitude?: number;
    /** Extra silence between words, in 10 ms units. */
    wordgap?: number;
  }
  const meSpeak: {
    loadConfig(config: object): void;
    loadVoice(voice: object): void;
    /** The WAV bytes, or null when no voice is loaded. */
    speak(text: string, options: SpeakOptions): number[] | null;
  };
  export default meSpeak;
}
