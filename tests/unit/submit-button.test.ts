import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { SubmitButton } from "@/components/forms/submit-button";

// The server's HTML of a form's submit button is disabled until React hydrates (components/hooks/use-hydrated.ts):
// a click or Enter before then would send the form natively, as a GET with every field in the address.
const html = (pending: boolean) =>
  renderToStaticMarkup(
    createElement(
      SubmitButton,
      { pending, pendingLabel: "Saving..." } as ComponentProps<typeof SubmitButton>,
      "Continue",
    ),
  );

it("renders disabled in the server's HTML, before the form's handler exists", () => {
  expect(html(false)).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  expect(html(false)).toContain("Continue");
});

it("says what it is doing while pending", () => {
  expect(html(true)).toContain("Saving...");
  expect(html(true)).not.toContain("Continue");
});
