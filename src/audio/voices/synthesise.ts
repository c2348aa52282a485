// Text to WAV bytes with meSpeak (eSpeak compiled to JavaScript), its data
// bundled: nothing is fetched. About a megabyte compressed, so only the
// speech worker imports this, and only once Voices are on.

import meSpeak from 'mespeak';
import config from 'mespeak/src/mespeak_config.json';
import english from 'mespeak/voices/en/en-us.json';
import type { Voice } from './voice-cast';

meSpeak.loadConfig(config);
meSpeak.loadVoice(english);

/** A WAV file (22,050 Hz, 16-bit mono) of `text` in `voice`. */
export function synthesise(text: string, voice: Voice): ArrayBuffer {
  const bytes = meSpeak.speak(text, { rawdata: 'array', variant: voice.variant, pitch: voice.pitch, speed: voice.speed });
  if (bytes === null || bytes.length === 0) throw new Error(`no speech for "${text}"`);
  return Uint8Array.from(bytes).buffer;
}
