import { AppError, ERROR_STATUS } from "@/lib/errors";
import { safeCallbackPath } from "@/lib/validations/auth";
import { ZRegister } from "@/lib/validations/auth";
import { splitName } from "@/lib/auth/names";

describe("AppError", () => {
  it("maps every code to its HTTP status and the one error shape", () => {
    const error = new AppError("plan_limit", "Upgrade to add more debts", { issues: [{ path: "x", message: "y" }] });
    expect(error.status).toBe(403);
    expect(error.toBody()).toEqual({
      error: { code: "plan_limit", message: "Upgrade to add more debts", issues: [{ path: "x", message: "y" }] },
    });
    expect(new AppError("not_found", "Debt not found").toBody()).toEqual({
      error: { code: "not_found", message: "Debt not found" },
    });
    expect(ERROR_STATUS).toMatchObject({
      bad_request: 400,
      unauthorized: 401,
      conflict: 409,
      rate_limited: 429,
      unavailable: 503,
    });
  });
});

describe("safeCallbackPath", () => {
  it.each([
    ["/goals", "/goals"],
    ["/results?tab=1", "/results?tab=1"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/api/logout", "/"],
    [null, "/"],
  ])("%s -> %s", (input, expected) => {
    expect(safeCallbackPath(input)).toBe(expected);
  });
});

describe("ZRegister", () => {
  it("normalises the e-mail and defaults the last name", () => {
    const parsed = ZRegister.parse({ email: "  Ada@Example.COM ", password: "12345678", firstName: " Ada " });
    expect(parsed).toEqual({ email: "ada@example.com", password: "12345678", firstName: "Ada", lastName: "" });
  });

  it("gives the form's messages", () => {
    const result = ZRegister.safeParse({ email: "nope", password: "short", firstName: "" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Enter a valid email address",
        "Password must be at least 8 characters",
        "First name is required",
      ]),
    );
  });
});

describe("splitName", () => {
  it("splits a provider display name", () => {
    expect(splitName("Grace Brewster Hopper")).toEqual({ firstName: "Grace", lastName: "Brewster Hopper" });
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: null });
    expect(splitName(null)).toEqual({ firstName: null, lastName: null });
  });
});
