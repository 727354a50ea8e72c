import { openSealed, seal } from "@/lib/crypto/seal";

// lib/crypto/seal.ts: secrets at rest (SECURITY.md "Threats and mitigations").

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
    expect(openSealed(`${sealed.slice(0, -2)}AA`, "debtwise plaid", "first auth secret")).toBeNull();
    expect(openSealed("not sealed", "debtwise plaid", "first auth secret")).toBeNull();
  });
});
