import { resetClock } from "@/lib/clock";

// Every test file starts and ends on real time, whatever its tests moved the clock to (tests/support/clock.ts).
// The offset lives on globalThis, which Jest already makes afresh for each file; this keeps it so should files
// ever share a context.
beforeAll(() => resetClock());
afterAll(() => resetClock());
