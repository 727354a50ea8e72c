import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PLANS, PLANS_BY_ID, trialLabel } from "@/lib/billing/plans";

// Issue 16 ("every claim true"): nothing is sold that is not built. "Early access" had nothing behind it, so the
// claim is gone from the plan table and every screen and legal text; this keeps it from coming back by a copy.

const ROOT = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["app", "components", "lib"];
const SKIP = new Set(["generated", "node_modules"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mdx?|json)$/.test(name) ? [full] : [];
  });
}

describe("claims with nothing behind them", () => {
  it("no plan has an early-access flag", () => {
    for (const plan of PLANS) expect(Object.keys(plan.flags)).not.toContain("earlyAccess");
  });

  it("no source file under app/, components/ or lib/ promises early access", () => {
    const offenders = SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d))).filter((file) =>
      /early[\s-]?access/i.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});

describe("trials", () => {
  it("'Start Pro Trial' names a real trial: Pro has Basic's 14 days, stated as once per account", () => {
    expect(PLANS_BY_ID.pro.ctaLabel).toBe("Start Pro Trial");
    expect(PLANS_BY_ID.pro.trialDays).toBe(14);
    expect(PLANS_BY_ID.basic.trialDays).toBe(14);
    expect(trialLabel(PLANS_BY_ID.pro)).toBe("14-day free trial, once per account");
    expect(trialLabel(PLANS_BY_ID.free)).toBeNull();
  });
});
