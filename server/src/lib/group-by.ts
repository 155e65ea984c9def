/**
 * The items in lists by key, each list in the items' order, keys in first-seen order: what Map.groupBy
 * does, which Node 20 (the oldest Node the repository's scripts accept) lacks.
 */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
