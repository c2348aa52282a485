// Speech is made off the page's thread: loading meSpeak and speaking a phrase
// take tens to hundreds of milliseconds, several frames of the table.

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
