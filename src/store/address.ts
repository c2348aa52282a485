// Where the game server is: the operator's setting, or, left blank, the
// origin the kiosk was served from (`npm start` serves both on one port).
// Kept apart from the SDK so the kiosk can work it out without loading it.

/** The game server's address: the operator's setting, or this page's own origin when it is blank. */
export function serverAddress(setting: string, origin: string): string {
  const chosen = setting.trim() === '' ? origin : setting.trim();
  return chosen.replace(/\/+$/, '');
}

/** The address as kept: blank, or just its origin (the kiosk types capitals; hosts and schemes ignore case). */
export function keptAddress(setting: string): string {
  const text = setting.trim();
  return text === '' ? '' : new URL(text).origin;
}

/** Why an operator's address cannot be used, or null: blank, or an http(s) address with nothing after the host. */
export function addressProblem(setting: string): string | null {
  const text = setting.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Type the address as http://host:port, for example http://192.168.1.20:4173.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The address starts with http:// or https://.';
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return 'Only the host and port: nothing after them.';
  return null;
}
