import "server-only";
import { createWorkQueue } from "@/lib/concurrency";
import { ENGINE_THREADS } from "@/lib/engine-threads/engine";
import { AppError } from "@/lib/errors";

// Calculations (from the first read to the saved plan version) and full schedule reads share one bounded queue per
// process (ARCHITECTURE.md "Speed"): one at a time per engine thread. Between its engine runs a calculation still
// spends tens of milliseconds of this thread on the database client and its answer, and every calculation in
// flight puts such a slice ahead of each other request's next step: with two at a time on one engine thread,
// another user's p99 while eight calculated was 5x its idle one, with one about 2x. Up to 50 wait their turn; more
// answer 503 with Retry-After rather than queueing without end.
export const strategyWork = createWorkQueue({
  concurrency: ENGINE_THREADS,
  maxWaiting: 50,
  busy: () =>
    new AppError("unavailable", "Many plans are being calculated right now. Try again in a few seconds.", {
      retryAfterSeconds: 5,
    }),
});
