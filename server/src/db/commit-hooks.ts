/**
 * Work a transaction does last, just before it commits (issue 35: the roll-ups). Every transaction the
 * application opens (`db.transaction`, and a nested one's savepoint) runs the hooks registered on it
 * after its callback returns and before COMMIT (or RELEASE SAVEPOINT), inside it: so what a hook writes
 * commits or rolls back with the rest, and the row locks a hook takes are the transaction's last ones.
 * A hook of a nested transaction runs when the savepoint is released; one rolled back is dropped.
 */
type Hook = () => Promise<void>;
type Transactional = { transaction: (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown> };

const hooks = new WeakMap<object, Map<string, Hook>>();

/**
 * Registers `hook` under `key` on an open transaction (once per key: a second registration under the
 * same key is ignored). False when `tx` is not a transaction this file watches: the caller then does
 * its work at once.
 */
export function beforeCommit(tx: object, key: string, hook: Hook): boolean {
  const registered = hooks.get(tx);
  if (!registered) return false;
  if (!registered.has(key)) registered.set(key, hook);
  return true;
}

async function runHooks(tx: object) {
  const registered = hooks.get(tx);
  // A hook may register another (it records what it writes): run until none is left.
  while (registered && registered.size > 0) {
    const [key, hook] = registered.entries().next().value as [string, Hook];
    registered.delete(key);
    await hook();
  }
}

function watch<T extends Transactional>(owner: T): T {
  const open = owner.transaction.bind(owner);
  owner.transaction = ((fn: (tx: Transactional) => Promise<unknown>, config?: unknown) =>
    open(
      (async (tx: Transactional) => {
        hooks.set(tx, new Map());
        watch(tx);
        const result = await fn(tx);
        await runHooks(tx);
        return result;
      }) as never,
      config,
    )) as T['transaction'];
  return owner;
}

/** Makes every transaction of `db` (and every nested one) run its before-commit hooks. */
export function installCommitHooks<T extends object>(db: T): T {
  return watch(db as unknown as Transactional) as unknown as T;
}
