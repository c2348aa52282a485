// `npm start`: serve the built kiosk and say where it is.

import { startPreview } from './preview.mjs';

const requested = Number(process.env.PORT ?? 4173);
const port = Number.isInteger(requested) && requested >= 0 ? requested : 4173;

try {
  const { url, close } = await startPreview({ port, strictPort: false });
  console.log(`\nParlour is running at ${url} — open it in Chromium; kiosk mode: see README.`);
  console.log('Press Ctrl+C to stop.\n');
  const stop = () => {
    void close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
