// A kiosk must keep working when the browser stops storing: the first failed
// operation moves every record into memory, and the operation is done there.

import { memoryKeyValue, type KeyValue } from './keyvalue';

export interface FallbackKeyValue extends KeyValue {
  /** False once records are kept in memory only. */
  readonly persistent: boolean;
}

/** How long a storage operation may take before the browser counts as refusing. */
export const STORAGE_TIMEOUT_MS = 5000;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`storage did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * `onFallback` hears of the switch to memory; `onMemoryWrite` of every record
 * written in memory after it (the write that failed included): those are
 * what a restart will lose.
 */
export function withMemoryFallback(
  primary: KeyValue,
  onFallback: (error: unknown) => void,
  onMemoryWrite: (keys: readonly IDBValidKey[]) => void = () => {},
): FallbackKeyValue {
  let switching: Promise<KeyValue> | undefined;

  // Keep whatever can still be read: when only writes fail (a full disk),
  // the records so far carry on in memory.
  const fallBack = (error: unknown): Promise<KeyValue> => {
    switching ??= (async () => {
      onFallback(error);
      const seed = await withTimeout(primary.entries(), STORAGE_TIMEOUT_MS).catch(() => []);
      return memoryKeyValue(seed);
    })();
    return switching;
  };

  /** `writes` names the records the operation changes; empty for reads. */
  const run = async <T>(operation: (store: KeyValue) => Promise<T>, writes: readonly IDBValidKey[] = []): Promise<T> => {
    const inMemory = async (store: KeyValue): Promise<T> => {
      const result = await operation(store);
      if (writes.length > 0) onMemoryWrite(writes);
      return result;
    };
    if (switching) return inMemory(await switching);
    try {
      return await withTimeout(operation(primary), STORAGE_TIMEOUT_MS);
    } catch (error) {
      return inMemory(await fallBack(error));
    }
  };

  return {
    get persistent() {
      return switching === undefined;
    },
    get: (key) => run((store) => store.get(key)),
    entries: () => run((store) => store.entries()),
    update: (key, updater) => run((store) => store.update(key, updater), [key]),
    setMany: (pairs) => run((store) => store.setMany(pairs), pairs.map(([key]) => key)),
    delMany: (keys) => run((store) => store.delMany(keys), keys),
  };
}
