// Every message a client sends is checked here against the shared
// protocol, inside the room's own handler: a message that fails is refused
// with a reason the player can read, and the client stays connected.

import * as v from 'valibot';
import { CHAT_MAX, CLIENT_MESSAGES, type ClientMessages } from '../src/table/protocol';

export type ClientMessageType = keyof typeof CLIENT_MESSAGES;

/** Why a message of each type that does not fit its schema is refused (`game`: the title of the game played). */
const MALFORMED: Record<ClientMessageType, (game: string) => string> = {
  action: (game) => `That is not a move of ${game}.`,
  chat: () => `A message has 1 to ${CHAT_MAX} letters, digits and punctuation.`,
  fill: () => 'Choose a seat and a level, or no level to empty it.',
  sit: () => 'Choose a seat of the table.',
  play: () => 'Play carries nothing more.',
  deal: () => 'Deal carries nothing more.',
};

/** Each type's schema, typed so a message's type picks its own output. */
const SCHEMAS: { [K in ClientMessageType]: v.GenericSchema<unknown, ClientMessages[K]> } = CLIENT_MESSAGES;

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

export function readMessage<K extends ClientMessageType>(type: K, message: unknown, game: string): Read<ClientMessages[K]> {
  return read(SCHEMAS[type], message, MALFORMED[type](game));
}

function read<T>(schema: v.GenericSchema<unknown, T>, message: unknown, reason: string): Read<T> {
  const result = v.safeParse(schema, message);
  return result.success ? { ok: true, value: result.output } : { ok: false, reason };
}
