import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { SubmitButton } from "@/components/forms/submit-button";

// The server's HTML of a form's submit button is disabled until React hydrates (components/hooks/use-hydrated.ts):
// a click or Enter before then would send the form natively, as a GET with every field in the address.
// Children as createElement's third argument (the lint rule), the props asserted without them (tsc wants them there).
const props = (pending: boolean) => ({ pending, pendingLabel: "Saving..." }) as ComponentProps<typeof SubmitButton>;
const html = (pending: boolean) => renderToStaticMarkup(createElement(SubmitButton, props(pending), "Continue"));

it("renders disabled in the server's HTML, before the form's handler exists", () => {
  expect(html(false)).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  expect(html(false)).toContain("Continue");
});

it("says what it is doing while pending", () => {
  expect(html(true)).toContain("Saving...");
  expect(html(true)).not.toContain("Continue");
});
