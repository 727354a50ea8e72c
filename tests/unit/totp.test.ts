import { newTotpSecret, openTotpSecret, otpauthUri, sealTotpSecret } from "@/lib/auth/totp";
import { base32Decode, base32Encode, hotp, matchTotp, totpCode, totpStep } from "@/lib/auth/totp-code";

// RFC 6238 TOTP as lib/auth/totp-code.ts computes it, and lib/auth/totp.ts's secrets (docs/product-rules.md "Second factor"): the RFC's own SHA-1
// vectors, the drift window, replay, base32 and the sealed secret.

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", codes of 8 digits.
const RFC_SEED = Buffer.from("12345678901234567890", "ascii");
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("RFC 6238 appendix B (SHA-1)", () => {
  it.each(RFC_VECTORS)("at %i s the code is %s", (seconds, code) => {
    expect(totpCode(RFC_SEED, seconds * 1000, 8)).toBe(code);
  });

  it("is RFC 4226 HOTP over 30-second steps; 6 digits are the last six of the same number", () => {
    expect(totpStep(59_000)).toBe(1);
    expect(hotp(RFC_SEED, 1, 8)).toBe("94287082");
    expect(totpCode(RFC_SEED, 59_000)).toBe("287082");
    // RFC 4226 appendix D, counter 0..2.
    expect([0, 1, 2].map((c) => hotp(RFC_SEED, c))).toEqual(["755224", "287082", "359152"]);
  });
});

describe("matchTotp: the drift window and replay", () => {
  const at = 1_111_111_111_000;
  const step = totpStep(at);
  const codeAt = (s: number) => hotp(RFC_SEED, s);

  it("accepts the previous, current and next step, and answers which one matched", () => {
    expect(matchTotp(RFC_SEED, codeAt(step), at, null)).toBe(step);
    expect(matchTotp(RFC_SEED, codeAt(step - 1), at, null)).toBe(step - 1);
    expect(matchTotp(RFC_SEED, codeAt(step + 1), at, null)).toBe(step + 1);
  });

  it("refuses codes two steps away, and anything that is not six digits", () => {
    expect(matchTotp(RFC_SEED, codeAt(step - 2), at, null)).toBeNull();
    expect(matchTotp(RFC_SEED, codeAt(step + 2), at, null)).toBeNull();
    expect(matchTotp(RFC_SEED, "12345", at, null)).toBeNull();
    expect(matchTotp(RFC_SEED, "1234567", at, null)).toBeNull();
    expect(matchTotp(RFC_SEED, "abcdef", at, null)).toBeNull();
  });

  it("never accepts a step at or before the last one accepted", () => {
    expect(matchTotp(RFC_SEED, codeAt(step), at, step)).toBeNull();
    expect(matchTotp(RFC_SEED, codeAt(step - 1), at, step)).toBeNull();
    expect(matchTotp(RFC_SEED, codeAt(step + 1), at, step)).toBe(step + 1);
  });
});

describe("base32 (RFC 4648)", () => {
  it("encodes the RFC's test vectors without padding", () => {
    const cases: [string, string][] = [
      ["", ""],
      ["f", "MY"],
      ["fo", "MZXQ"],
      ["foo", "MZXW6"],
      ["foob", "MZXW6YQ"],
      ["fooba", "MZXW6YTB"],
      ["foobar", "MZXW6YTBOI"],
    ];
    for (const [plain, encoded] of cases) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded)?.toString()).toBe(plain);
    }
  });

  it("reads a secret as people type it, and refuses other characters", () => {
    expect(base32Decode("mzxw 6ytb-oi======")?.toString()).toBe("foobar");
    expect(base32Decode("MZXW1")).toBeNull();
  });

  it("new secrets are 20 random bytes", () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(a);
  });
});

describe("the otpauth URI and the sealed secret", () => {
  it("names DebtWise as issuer and labels the account's address", () => {
    const uri = new URL(otpauthUri("MZXW6YTBOI", "ada+1@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/DebtWise:ada+1@example.com");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: "MZXW6YTBOI",
      issuer: "DebtWise",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });

  it("seals with AES-GCM under AUTH_SECRET, and fails closed (null) under another secret or when tampered with", () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(secret, "first auth secret");
    expect(sealed).not.toContain(secret);
    expect(sealTotpSecret(secret, "first auth secret")).not.toBe(sealed); // a fresh IV each time
    expect(openTotpSecret(sealed, "first auth secret")).toEqual(base32Decode(secret));
    expect(openTotpSecret(sealed, "rotated auth secret")).toBeNull();
    // Always a different character, in the middle, where every character carries six whole bits: a changed byte.
    const mid = Math.floor(sealed.length / 2);
    const tampered = `${sealed.slice(0, mid)}${sealed[mid] === "A" ? "B" : "A"}${sealed.slice(mid + 1)}`;
    expect(openTotpSecret(tampered, "first auth secret")).toBeNull();
    expect(openTotpSecret("not sealed", "first auth secret")).toBeNull();
  });
});
