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

// ARCHITECTURE.md "Speed": past `maxWaiting` a task is refused at once with `busy()` (a 503) rather than queued, so a
// burst of heavy work does not crowd out every other request.
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
    stats: () => ({ running, waiting: waiting.length }),
  };
}

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
