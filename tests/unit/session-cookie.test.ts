import { encode } from "next-auth/jwt";
import { readSessionClaims, SESSION_COOKIE_NAMES } from "@/lib/auth/session";

// Reading the session cookie: decoded cookies are remembered, but a remembered one still expires and a changed one
// is decoded (and refused) afresh. (The session row behind it is checked in integration/auth.test.ts.)

const SECRET = "unit-test-secret-unit-test-secret-unit";
process.env.AUTH_SECRET = SECRET;
const NAME = SESSION_COOKIE_NAMES.plain;

const cookie = (claims: Record<string, unknown>, maxAge = 3600) =>
  encode({ token: claims, secret: SECRET, salt: NAME, maxAge });
const read = (value: string | undefined) => readSessionClaims((name) => (name === NAME ? value : undefined));

describe("session cookie", () => {
  afterEach(() => jest.restoreAllMocks());

  it("decodes the claims, and answers the same again from memory", async () => {
    const value = await cookie({ sub: "user-1", sid: "sid-1" });
    expect(await read(value)).toEqual({ sub: "user-1", sid: "sid-1", cookieName: NAME });
    expect(await read(value)).toEqual({ sub: "user-1", sid: "sid-1", cookieName: NAME });
  });

  it("stops accepting a remembered cookie once it expires", async () => {
    const value = await cookie({ sub: "user-2", sid: "sid-2" }, 60);
    expect(await read(value)).not.toBeNull();
    const later = Date.now() + 61_000;
    jest.spyOn(Date, "now").mockReturnValue(later);
    expect(await read(value)).toBeNull();
  });

  it("refuses a tampered cookie, one without a session id, and one sealed with another secret", async () => {
    const value = await cookie({ sub: "user-3", sid: "sid-3" });
    expect(await read(value)).not.toBeNull();
    // Always a different character, inside the tag and not its last one (which also carries unused bits).
    const at = value.length - 5;
    const tampered = `${value.slice(0, at)}${value[at] === "A" ? "B" : "A"}${value.slice(at + 1)}`;
    expect(await read(tampered)).toBeNull();
    expect(await read(await cookie({ sub: "user-3" }))).toBeNull();
    const foreign = await encode({
      token: { sub: "user-3", sid: "sid-3" },
      secret: "another-secret-another-secret-another",
      salt: NAME,
    });
    expect(await read(foreign)).toBeNull();
    expect(await read(undefined)).toBeNull();
  });
});
