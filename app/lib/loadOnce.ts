/**
 * One load per key, kept: React's `use` must be handed the same promise on every render, and what
 * was shown before renders at once. The promise resolves to the module's default export; a failed
 * load is not kept.
 */
export function loadOnce<Key, Value>(load: (key: Key) => Promise<{ default: Value }>) {
  const loads = new Map<Key, Promise<Value>>();
  return (key: Key): Promise<Value> => {
    let pending = loads.get(key);
    if (!pending) {
      pending = load(key).then((module) => module.default);
      loads.set(key, pending);
      // A failed load (offline, say) is tried again by the next call.
      pending.catch(() => loads.delete(key));
    }
    return pending;
  };
}
