import { renderToStaticMarkup } from "react-dom/server";
import { SecondStepForms } from "@/app/(auth)/login/second-step/_components/second-step-forms";

// What the second step offers (docs/product-rules.md "Second factor"): the authenticator code first when the account
// has the app on, with a recovery code behind a toggle; only the recovery code when it has not (a passkey account,
// whose passkey step sits beside these forms).

describe("the second step's forms", () => {
  it("with the authenticator app on: the code field (number pad, one-time-code) and the way to a recovery code", () => {
    const html = renderToStaticMarkup(<SecondStepForms authenticator callbackUrl="/" />);
    expect(html).toContain('aria-label="Authenticator code"');
    expect(html).toMatch(/<input[^>]*name="code"[^>]*>/);
    const input = /<input[^>]*name="code"[^>]*>/.exec(html)![0];
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="one-time-code"');
    expect(html).toContain("Use a recovery code instead");
    expect(html).not.toContain('name="recoveryCode"');
  });

  it("with the app off: the recovery code alone, no toggle", () => {
    const html = renderToStaticMarkup(<SecondStepForms authenticator={false} callbackUrl="/" />);
    expect(html).toMatch(/<input[^>]*name="recoveryCode"[^>]*>/);
    expect(html).not.toContain('name="code"');
    expect(html).not.toContain("instead");
  });
});
