import { renderToStaticMarkup } from "react-dom/server";

import { AppProviders } from "@/components/providers/app-providers";
import { clockOffsetMs, resetClock } from "@/lib/clock";
import { localToday, todayUtc } from "@/lib/dates";

// The signed-in layout hands the server's clock offset to the browser through AppProviders, only when the clock was
// moved (docs/product-rules.md "The product's clock"): the forms' defaults (Log Payment's date, the target-date
// hint, the what-if's first month) read the clock while they render, so it must be set before its children render.

const DAY_MS = 86_400_000;
const OFFSET = 45 * DAY_MS;

/** What a form rendered inside the providers takes as today. */
function FormToday() {
  return <output>{localToday()}</output>;
}

const render = (offset?: number) =>
  renderToStaticMarkup(
    <AppProviders clockOffsetMs={offset}>
      <FormToday />
    </AppProviders>,
  );

/** Runs `fn` as in a browser (the providers adopt the offset there only). */
function inBrowser<T>(fn: () => T): T {
  const g = globalThis as { window?: unknown };
  g.window = globalThis;
  try {
    return fn();
  } finally {
    delete g.window;
  }
}

afterEach(() => resetClock());

it("moves the browser's clock before the children render", () => {
  const html = inBrowser(() => render(OFFSET));
  expect(clockOffsetMs()).toBe(OFFSET);
  const moved = new Date(Date.now() + OFFSET);
  const shown = /<output>([\d-]+)<\/output>/.exec(html)?.[1];
  // The children's today is the moved one (a day either side covers midnight and the machine's zone).
  expect([-1, 0, 1].map((d) => todayUtc(new Date(moved.getTime() + d * DAY_MS)))).toContain(shown);
});

it("leaves the clock alone without an offset (production pages) and on the server", () => {
  inBrowser(() => render());
  expect(clockOffsetMs()).toBe(0);
  render(OFFSET);
  expect(clockOffsetMs()).toBe(0);
});
