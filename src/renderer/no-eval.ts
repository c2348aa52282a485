// Pixi without eval, so the page's Content-Security-Policy can forbid it
// (scripts/csp.mjs). Pixi's own `pixi.js/unsafe-eval` patches the WebGL and
// WebGPU renderers alike, and importing it would bring the WebGPU renderer's
// systems into the first page; the kiosk draws with WebGL, so only the WebGL
// systems are patched here, with Pixi's own eval-free functions. Where WebGL
// is missing, `stage.ts` loads the whole of `pixi.js/unsafe-eval` first.

import { AbstractRenderer, GlShaderSystem, GlUboSystem, GlUniformGroupSystem, UboSystem } from 'pixi.js';
import { generateShaderSyncPolyfill } from 'pixi-unsafe-eval/shader/generateShaderSyncPolyfill';
import { generateUboSyncPolyfillSTD40 } from 'pixi-unsafe-eval/ubo/generateUboSyncPolyfill';
import { generateUniformsSyncPolyfill } from 'pixi-unsafe-eval/uniforms/generateUniformsSyncPolyfill';

// The checks throw where eval is forbidden; with the functions below nothing needs it.
Object.assign(AbstractRenderer.prototype, { _unsafeEvalCheck() {} });
Object.assign(UboSystem.prototype, { _systemCheck() {} });
Object.assign(GlUniformGroupSystem.prototype, { _generateUniformsSync: generateUniformsSyncPolyfill });
Object.assign(GlUboSystem.prototype, { _generateUboSync: generateUboSyncPolyfillSTD40 });
Object.assign(GlShaderSystem.prototype, { _generateShaderSync: generateShaderSyncPolyfill });
