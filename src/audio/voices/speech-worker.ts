// Speech is made off the page's thread: loading meSpeak and speaking a phrase
// take tens to hundreds of milliseconds, several frames of the table.

/*! The Voices' speech synthesiser: meSpeak 1.9.6 (Norbert Landsteiner), a mod of
 * speak.js (Alon Zakai), eSpeak 1.x (Jonathan Duddington) compiled to JavaScript;
 * from the npm package mespeak 2.0.2. Free software under the GNU General Public
 * License, version 3 or later; its source is published with eSpeak and meSpeak. */

import { synthesise } from './synthesise';
import type { SpeechReply, SpeechRequest } from './synthesiser';

self.onmessage = ({ data: { id, text, voice } }: MessageEvent<SpeechRequest>) => {
  let reply: SpeechReply;
  try {
    reply = { id, wav: synthesise(text, voice) };
  } catch (error) {
    reply = { id, error: String(error) };
  }
  self.postMessage(reply, { transfer: 'wav' in reply ? [reply.wav] : [] });
};
