// The page's Content-Security-Policy, written once for the built pages (a
// <meta> tag) and for the server (a header). Scripts, styles, workers and
// connections come only from the kiosk's own origin: no inline script, no
// eval (PixiJS runs without it through `pixi.js/unsafe-eval`, which swaps its
// generated shader code for plain functions), no plugins, no framing.

/**
 * Where the kiosk may connect besides its own origin.
 * GAME SERVER: when network play arrives, add the game server's origin here
 * (for example 'wss://games.example.org') if it is not served from this origin.
 * @type {string[]}
 */
export const CONNECT_ORIGINS = [];

/** @type {Record<string, string[]>} */
const DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // The page's icon is an empty data: URL.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...CONNECT_ORIGINS],
  'worker-src': ["'self'"],
  'media-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** Only a header can say these; a <meta> policy ignores them, with a console warning. */
const HEADER_ONLY = {
  'frame-ancestors': ["'none'"],
};

/** @param {Record<string, string[]>} directives */
function policy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** For the <meta http-equiv="Content-Security-Policy"> of the built pages. */
export const META_POLICY = policy(DIRECTIVES);

/** For the Content-Security-Policy header, with what only a header can carry. */
export const HEADER_POLICY = policy({ ...DIRECTIVES, ...HEADER_ONLY });

/** Every header the server sends with the kiosk. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': HEADER_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
