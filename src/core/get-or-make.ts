// The get-or-create step of every keyed cache in the lab (per game, card set, configuration or
// owner), in one place.

/** What getOrMake needs of a Map or a WeakMap. */
interface KeyedStore<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value `store` keeps for `key`, made by `make` the first time. */
export function getOrMake<K, V>(store: KeyedStore<K, V>, key: K, make: () => V): V {
  let v = store.get(key);
  if (v === undefined) store.set(key, (v = make()));
  return v;
}
