// The yardstick for the kiosk's start-up: the least a Pixi v8 page can do,
// one sprite on a WebGL stage of the kiosk's size, built and served the same
// way. It marks `ready` once that sprite has been drawn.

import { Application, Sprite, Texture, UPDATE_PRIORITY } from 'pixi.js';

const app = new Application();
await app.init({ width: 640, height: 480, background: 0x000000, preference: 'webgl' });
document.body.appendChild(app.canvas);
const sprite = new Sprite(Texture.WHITE);
sprite.position.set(300, 220);
sprite.setSize(40, 40);
app.stage.addChild(sprite);
// After the application's own render, which runs at a higher priority.
app.ticker.addOnce(() => performance.mark('ready'), undefined, UPDATE_PRIORITY.UTILITY);
