import { expect, it, vi } from 'vitest';
import { PHRASES_PER_WORKER } from './synthesiser';
import { voiceFor } from './voice-cast';

it('says every phrase whole, as many as one speech worker is given before a fresh one takes over', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { synthesise } = await import('./synthesise');
  const first = synthesise('Pass', voiceFor(1)).byteLength;
  for (let i = 1; i < PHRASES_PER_WORKER; i++) expect(synthesise('Pass', voiceFor(1)).byteLength).toBe(first);
});
