// The built kiosk (`dist/`), served from the game server's own port so one
// machine on a LAN hosts both: every file with its content type and the
// kiosk's security headers, index.html for a folder, no folder listings and
// nothing outside the folder.

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { SECURITY_HEADERS } from '../scripts/csp.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wasm': 'application/wasm',
  '.fnt': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A request handler for the files under `folder`; other methods go on to `next`. */
export function staticFiles(folder: string): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  const root = resolve(folder);
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    void find(root, request.url ?? '/').then((file) => {
      if (file === null) {
        response.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.\n');
        return;
      }
      response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': contentType(file.path), 'Content-Length': file.size, 'Cache-Control': 'no-cache' });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file.path).on('error', () => response.destroy()).pipe(response);
    });
  };
}

/** The file `url` names under `root` (a folder's index.html), or null. */
async function find(root: string, url: string): Promise<{ path: string; size: number } | null> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://kiosk').pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const path = resolve(root, `.${pathname}`);
  if (path !== root && !path.startsWith(root + sep)) return null;
  const found = await stat(path).catch(() => null);
  if (found?.isFile() === true) return { path, size: found.size };
  if (found?.isDirectory() !== true) return null;
  const index = join(path, 'index.html');
  const indexFound = await stat(index).catch(() => null);
  return indexFound?.isFile() === true ? { path: index, size: indexFound.size } : null;
}
