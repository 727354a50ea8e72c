import { openSealed, seal } from "@/lib/crypto/seal";

// lib/crypto/seal.ts: secrets at rest (SECURITY.md "Threats and mitigations").

function flipBit(sealed: string, offset: number): string {
  const [version = "", payload = ""] = sealed.split(".");
  const raw = Buffer.from(payload, "base64url");
  raw.writeUInt8(raw.readUInt8(offset) ^ 0x01, offset);
  return `${version}.${raw.toString("base64url")}`;
}

describe("seal / openSealed", () => {
  it("seals with AES-GCM under a key per purpose, a fresh IV each time, and fails closed", () => {
    const sealed = seal("access-sandbox-123", "debtwise plaid", "first auth secret");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("access-sandbox-123");
    expect(seal("access-sandbox-123", "debtwise plaid", "first auth secret")).not.toBe(sealed);
    expect(openSealed(sealed, "debtwise plaid", "first auth secret")).toBe("access-sandbox-123");
    // Another purpose's key, a rotated AUTH_SECRET, a tampered or foreign value: null, never a throw.
    expect(openSealed(sealed, "debtwise totp", "first auth secret")).toBeNull();
    expect(openSealed(sealed, "debtwise plaid", "rotated auth secret")).toBeNull();
    // Flip one bit of the IV, the tag and the ciphertext in turn: a fixed edit of the text, such as writing "AA" over
    // its end, leaves the value as it was whenever it already ends that way.
    for (const offset of [0, 12, 28]) {
      expect(openSealed(flipBit(sealed, offset), "debtwise plaid", "first auth secret")).toBeNull();
    }
    expect(openSealed("not sealed", "debtwise plaid", "first auth secret")).toBeNull();
  });
});
