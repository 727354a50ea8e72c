import { safeCallbackPath, sameOriginPath } from "@/lib/validations/auth";

// The Auth.js redirect callback (lib/auth/next-auth.ts) and /api/login share these rules.
describe("sameOriginPath", () => {
  const base = "http://localhost:3000";

  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "\\\\evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "//evil.example",
    "javascript:alert(1)",
  ])("refuses %j", (value) => {
    expect(sameOriginPath(value, base)).toBeNull();
  });

  it("resolves same-origin values to their path, query and hash", () => {
    expect(sameOriginPath("http://localhost:3000/goals?x=1#y", base)).toBe("/goals?x=1#y");
    expect(sameOriginPath("/a/../b", base)).toBe("/b");
    expect(sameOriginPath("/caf\u00e9", base)).toBe("/caf%C3%A9");
  });
});

describe("safeCallbackPath", () => {
  it("keeps app pages and refuses the API and the login page", () => {
    expect(safeCallbackPath("/results")).toBe("/results");
    expect(safeCallbackPath("/api/debts")).toBe("/");
    expect(safeCallbackPath("/login?x=1")).toBe("/");
    expect(safeCallbackPath("/%2e%2e/api/debts")).toBe("/");
    expect(safeCallbackPath(null)).toBe("/");
  });
});
