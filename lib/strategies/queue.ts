import "server-only";
import { createWorkQueue } from "@/lib/concurrency";
import { ENGINE_THREADS } from "@/lib/engine-threads/engine";
import { AppError } from "@/lib/errors";

// One calculation at a time per engine thread (ARCHITECTURE.md "Speed"): each still spends tens of milliseconds of
// this thread between its engine runs, and with two at a time another user's p99 while eight calculated was 5x its
// idle one, with one about 2x. More than 50 waiting answer 503 rather than queueing without end.
export const strategyWork = createWorkQueue({
  concurrency: ENGINE_THREADS,
  maxWaiting: 50,
  busy: () =>
    new AppError("unavailable", "Many plans are being calculated right now. Try again in a few seconds.", {
      retryAfterSeconds: 5,
    }),
});
