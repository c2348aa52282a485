// Colyseus 0.18 checks a reconnecting client against the global
// WebSocket's OPEN state, which Node has only from version 22. On Node 20
// the server lends it the class of `ws`, the package its WebSocket
// transport runs on, so a dropped player can come back to their seat.

import { WebSocket } from 'ws';

if (typeof globalThis.WebSocket === 'undefined') Object.assign(globalThis, { WebSocket });
