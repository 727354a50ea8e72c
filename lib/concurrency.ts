/** Runs `fn` over `items`, at most `limit` at once; answers the results in the items' order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * A small bounded queue for heavy work in one process (ARCHITECTURE.md "Speed"): at most `concurrency` tasks run at
 * once and at most `maxWaiting` wait; beyond that `run` refuses at once with `busy()` (a 503 with Retry-After), so
 * a burst of calculations or full schedule reads waits its turn instead of crowding out every other request.
 */
export function createWorkQueue({
  concurrency,
  maxWaiting,
  busy,
}: {
  concurrency: number;
  maxWaiting: number;
  busy: () => Error;
}) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw busy();
        // The finishing task hands its slot straight to the next one: `running` is unchanged.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** For tests and the bench: what is running and waiting now. */
    stats: () => ({ running, waiting: waiting.length }),
  };
}

/** Lets the event loop serve what is waiting (I/O callbacks, other requests) before going on. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
