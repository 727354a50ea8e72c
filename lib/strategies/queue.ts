import "server-only";
import { createWorkQueue } from "@/lib/concurrency";
import { AppError } from "@/lib/errors";

// Calculations and full schedule reads share one bounded queue per process (ARCHITECTURE.md "Speed"): two at a
// time, as many again as the machine has cores for everything else; up to 50 wait their turn, and more answer 503
// with Retry-After rather than queueing without end.
export const strategyWork = createWorkQueue({
  concurrency: 2,
  maxWaiting: 50,
  busy: () =>
    new AppError("unavailable", "Many plans are being calculated right now. Try again in a few seconds.", {
      retryAfterSeconds: 5,
    }),
});
