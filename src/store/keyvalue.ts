// The few storage operations the records need, so IndexedDB and memory are
// interchangeable behind them.

export interface KeyValue {
  get(key: IDBValidKey): Promise<unknown>;
  entries(): Promise<Array<[IDBValidKey, unknown]>>;
  /** Read-modify-write of one key as one atomic step; a value of `undefined` is no record. */
  update(key: IDBValidKey, updater: (old: unknown) => unknown): Promise<void>;
  /** All or nothing. */
  setMany(entries: Array<[IDBValidKey, unknown]>): Promise<void>;
  delMany(keys: IDBValidKey[]): Promise<void>;
}

/**
 * Records in a Map. Values are copied in and out, as IndexedDB does, so a
 * caller that mutates what it read cannot change what is stored.
 */
export function memoryKeyValue(seed: Iterable<[IDBValidKey, unknown]> = []): KeyValue {
  const map = new Map<string, [IDBValidKey, unknown]>();
  // IndexedDB compares keys by value; a Map compares arrays by identity.
  const id = (key: IDBValidKey) => JSON.stringify(key);
  const put = (key: IDBValidKey, value: unknown) => map.set(id(key), [key, structuredClone(value)]);
  for (const [key, value] of seed) put(key, value);
  return {
    get: async (key) => structuredClone(map.get(id(key))?.[1]),
    entries: async () => [...map.values()].map(([key, value]) => [key, structuredClone(value)]),
    update: async (key, updater) => {
      const next = updater(structuredClone(map.get(id(key))?.[1]));
      if (next === undefined) map.delete(id(key));
      else put(key, next);
    },
    setMany: async (entries) => {
      // Clone everything first so one uncloneable value leaves nothing half-written.
      const copies = entries.map(([key, value]) => [key, structuredClone(value)] as const);
      for (const [key, value] of copies) map.set(id(key), [key, value]);
    },
    delMany: async (keys) => {
      for (const key of keys) map.delete(id(key));
    },
  };
}
