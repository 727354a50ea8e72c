import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ts from "typescript";
import { LandingPage } from "@/app/_components/landing-page";
import { COMPARISON_ROWS } from "@/lib/billing/comparison";
import { PLANS, PLANS_BY_ID, trialLabel, type PlanClaim, type PlanFlags } from "@/lib/billing/plans";

// Every claim true (docs/product-rules.md "Plans and limits"): nothing is sold that is not built. "Early access" had
// nothing behind it, so the claim is gone from the plan table and every screen and legal text; this keeps it from
// coming back by a copy.

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

describe("AI in the legal pages", () => {
  // Without OPENAI_API_KEY (or when the model fails) the strategy message, voice answers and letters are written
  // from templates (lib/strategies/message/write.ts, lib/voice/service.ts, lib/negotiations/ai-letter.ts), so no page
  // may say AI always writes them.
  it.each(["privacy-policy", "terms-of-service", "financial-disclaimer"])(
    "%s says AI may draft them, or templates",
    (page) => {
      const text = readFileSync(path.join(ROOT, "app/(legal)", page, "page.tsx"), "utf8").replace(/\s+/g, " ");
      expect(text).not.toMatch(/\b(are|is) (produced|written|drafted) with the help of/i);
      expect(text).toMatch(
        /may be drafted with the help of (AI|an artificial intelligence model|artificial intelligence)/,
      );
      expect(text).toContain("written from templates");
    },
  );
});

describe("trials", () => {
  it("'Start Pro Trial' names a real trial: Pro has Basic's 14 days, stated as once per account", () => {
    expect(PLANS_BY_ID.pro.ctaLabel).toBe("Start Pro Trial");
    expect(PLANS_BY_ID.pro.trialDays).toBe(14);
    expect(PLANS_BY_ID.basic.trialDays).toBe(14);
    expect(trialLabel(PLANS_BY_ID.pro)).toBe("14-day free trial, once per account");
    expect(trialLabel(PLANS_BY_ID.free)).toBeNull();
  });

  it("the landing page's 'Start Free Trial' signs the visitor in and then opens /subscribe, where the trial starts", () => {
    const html = renderToStaticMarkup(createElement(LandingPage));
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>Start Free Trial</g)].map((m) => m[1]);
    expect(hrefs).toEqual(["/api/login?callbackUrl=%2Fsubscribe"]);
    expect(PLANS.filter((p) => p.trialDays > 0).map((p) => p.id)).toEqual(["basic", "pro"]);
  });
});

// Done when "the pricing table lists nothing that a test does not prove exists" (docs/product-rules.md
// "Plans and limits"). Every line of a pricing card and every row of the comparison table carries a claim key: a plan
// flag, or a named claim (the debt limit, the price, the trial...). Each key names the code that delivers it, a name
// that code must use, and the exact titles of the tests that prove it; a title that is renamed or deleted fails here. A
// new key fails to compile here until its proof is written.
interface Proof {
  /** The file that delivers the claim, and the names it must use to do so. */
  code: { file: string; uses: string[] };
  /** Test files (from the repository root) with the exact titles of their tests that prove the claim. */
  tests: Record<string, string[]>;
}

const PLAN_GATES = "tests/integration/plan-gates.test.ts";
const PRO_ONLY_SAVES = [
  "%s: 403 plan_limit for highest_interest_cost, cash_flow_index or any lump sum, and nothing saved",
  "Pro: saves both orders and lump sums",
];

const PROOF: Record<PlanClaim, Proof> = {
  // Plan flags: the server gates on them (lib/billing/gates.ts); the flag-table test covers every flag and plan.
  csvExport: {
    code: { file: "app/api/payments/export/route.ts", uses: ["csvExport"] },
    tests: {
      "tests/integration/exports.test.ts": [
        "Free: 403 plan_limit with the upgrade message",
        "%s: 200 text/csv of the user's payments",
      ],
      [PLAN_GATES]: [
        "Free: 403 plan_limit naming the plan needed, before anything else is looked at",
        "Basic and Pro: the schedule as text/csv, one debt or all, with formula-looking names defused",
      ],
    },
  },
  exportReports: {
    code: { file: "app/api/strategies/latest/report/route.ts", uses: ["exportReports"] },
    tests: {
      "tests/integration/exports.test.ts": [
        "%s: 403 plan_limit naming Pro, even with a strategy",
        "Pro: 200 application/pdf attachment of the latest strategy",
      ],
      "tests/unit/plan-report.test.ts": ["is a PDF titled as the report, with more pages for a longer schedule"],
    },
  },
  emailReminders: {
    code: { file: "lib/reminders/service.ts", uses: ["emailReminders"] },
    tests: {
      "tests/integration/reminders.test.ts": [
        "runs with the secret and answers the counts; a Basic user with a debt due in 2 days gets the e-mail",
        "sends nothing to a Free user",
        "Free: e-mail reminders are unavailable, and turning them on is 403 plan_limit",
      ],
    },
  },
  smsReminders: {
    code: { file: "lib/reminders/service.ts", uses: ["smsReminders"] },
    tests: {
      "tests/integration/reminders.test.ts": [
        "texts only Pro users with a verified phone and SMS on",
        "Basic: e-mail on by default, can be switched and timed; SMS is 403",
      ],
    },
  },
  goalsAnalytics: {
    code: { file: "lib/progress/service.ts", uses: ["goalsAnalytics"] },
    tests: {
      "tests/integration/progress.test.ts": [
        "answers each month's end from the ledger, the interest paid, and the plan's baseline once one is saved",
        "gives Free the current month only, with the upgrade message",
      ],
      "tests/integration/goals.test.ts": [
        "creates a goal and answers 201 with the wire shape",
        "answers 403 plan_limit on the Free plan and writes nothing",
      ],
    },
  },
  advancedAiInsights: {
    code: { file: "lib/strategies/service.ts", uses: ["advancedAiInsights"] },
    tests: {
      "tests/integration/strategy-insights.test.ts": [
        "%s gets the longer analysis from its own records",
        "Free gets the short message, written locally without a key, and says so",
      ],
    },
  },
  customStrategy: {
    code: { file: "lib/plan/service.ts", uses: ["customStrategy"] },
    tests: {
      "tests/integration/plan.test.ts": [
        "answers 403 plan_limit for a custom plan on Free and Basic, and saves nothing",
        "saves a custom plan on Pro; the order follows debts added and paid off later",
      ],
      [PLAN_GATES]: PRO_ONLY_SAVES,
      "tests/integration/strategies.test.ts": [
        "Pro sees highest_interest_cost and cash_flow_index beside the others, as the engine runs them; the recommendation stays avalanche or snowball",
        "%s: only avalanche, snowball and minimums",
      ],
    },
  },
  // The what-if runs the payoff engine in the browser on the user's own numbers, so the screen is where it is
  // offered (results-view.tsx) and there is nothing on the server to refuse. What is Pro-gated on the server is
  // saving its dated lump sums and other orders as the plan (PUT /api/plan, customStrategy): the plan-gates tests
  // prove the 403s and Pro's save; the e2e proves the screen's gate both ways.
  advancedWhatIf: {
    code: { file: "app/(app)/results/_components/results-view.tsx", uses: ["advancedWhatIf"] },
    tests: {
      [PLAN_GATES]: PRO_ONLY_SAVES,
      "tests/e2e/ui/promos-lump-sums.spec.ts": [
        "pro: dated lump sums in the what-if move the debt-free date and are saved as the plan",
        "basic: no lump-sum inputs and no more orders in the what-if or the comparison",
      ],
    },
  },
  forecasting: {
    code: { file: "app/api/progress/forecast/route.ts", uses: ["forecasting"] },
    tests: {
      "tests/integration/forecast.test.ts": [
        "answers Pro the date at the last three months' pace against the saved plan's, with the gap",
        "refuses Free and Basic with 403 plan_limit naming Pro",
      ],
    },
  },
  prioritySupport: {
    code: { file: "lib/support/policy.ts", uses: ["prioritySupport"] },
    tests: {
      "tests/integration/support.test.ts": [
        "mails a Pro request to the team as '[Pro priority] ...' with the account in the body, and copies the user",
        "marks Basic and Free requests with their plan and no priority",
      ],
    },
  },
  apiAccess: {
    code: { file: "lib/tokens/service.ts", uses: ["apiAccess"] },
    tests: {
      "tests/integration/api-tokens.test.ts": [
        "is Pro only: Free and Basic get 403 plan_limit and no token is stored",
        "a plan below Pro is refused even before any cleanup ran (the plan is checked on every request)",
      ],
    },
  },

  // Named claims: what the cards and the table promise that is not a feature flag.
  debtLimit: {
    code: { file: "lib/debts/service.ts", uses: ["canAddDebt", "MAX_DEBTS_PER_USER"] },
    tests: {
      [PLAN_GATES]: ["Free: the second debt is 403 plan_limit; Basic and Pro may add more"],
      "tests/integration/debts.test.ts": ["Free: a second debt answers 403 plan_limit pointing to an upgrade"],
      "tests/integration/data-bounds.test.ts": ["refuses debt number ${MAX_DEBTS_PER_USER + 1} on any plan with 409"],
    },
  },
  // Free is never charged (it has no checkout); a paid plan's checkout states the plan table's price and charges
  // the plan's configured Stripe price.
  price: {
    code: { file: "lib/billing/checkout.ts", uses: ["priceMonthlyUsd", "priceIdFor"] },
    tests: {
      "tests/integration/billing-local.test.ts": [
        "upgrades a free user to Basic with a 14-day trial, then lets them add a second debt",
      ],
      "tests/integration/billing.test.ts": [
        "creates an incomplete Pro subscription and answers the first invoice's client secret (trial already used)",
        "takes the plan from the subscription's price, so a plan change in the portal converges",
      ],
    },
  },
  trial: {
    code: { file: "lib/billing/checkout.ts", uses: ["newTrialDays", "trial_period_days"] },
    tests: {
      "tests/integration/billing.test.ts": [
        "creates the customer once, with the user id, and a subscription-mode session with Basic's trial",
        "reuses the customer on the second checkout, and Pro starts a 14-day trial while the account has had none",
        "gives one trial per account: after a Basic trial, a later Pro checkout passes no trial days",
      ],
      "tests/integration/billing-local.test.ts": [
        "starts a real 14-day Pro trial for an account that has not had one",
        "gives one trial per account: after a Basic trial and a cancel, Pro has none and is active for 30 days",
      ],
      "tests/unit/plan-claims.test.ts": [
        "'Start Pro Trial' names a real trial: Pro has Basic's 14 days, stated as once per account",
      ],
    },
  },
  payoffMethods: {
    code: { file: "lib/payoff/compare.ts", uses: ["avalanche", "snowball"] },
    tests: {
      "tests/integration/strategies.test.ts": [
        "C4: the comparison holds three real, different plans and recommends the cheaper one",
        "%s: only avalanche, snowball and minimums",
      ],
      "tests/unit/payoff/examples.test.ts": ["$name matches months, total interest and payoff months to the cent"],
    },
  },
  progressTracking: {
    code: { file: "lib/progress/service.ts", uses: ["goalsAnalytics"] },
    tests: {
      "tests/integration/progress.test.ts": ["gives Free the current month only, with the upgrade message"],
    },
  },
  planExplanation: {
    code: { file: "lib/strategies/service.ts", uses: ["advancedAiInsights"] },
    tests: {
      "tests/integration/strategy-insights.test.ts": [
        "Free gets the short message, written locally without a key, and says so",
        "%s gets the longer analysis from its own records",
      ],
    },
  },
  // Free applies one file a month, Basic and Pro any number: the service counts applied files against the plan's
  // importsPerMonth on upload and again on apply.
  imports: {
    code: { file: "lib/imports/service.ts", uses: ["importsPerMonth", "plan_limit"] },
    tests: {
      "tests/integration/imports.test.ts": [
        "lets a Free user apply one file a month (403 plan_limit after), counting only applied files",
        "reads six layouts, applies them through the ledger to the cent, and nothing doubles when imported again",
      ],
      "tests/unit/plan-claims.test.ts": [
        "imports: Free's card states its monthly file limit; Basic and Pro have none and say so",
      ],
    },
  },
  // Questions to the coach chat a day: the plan's coachQuestionsPerDay, counted from the user's midnight and refused
  // past it with 429.
  coachQuestions: {
    code: { file: "lib/coach/limits.ts", uses: ["coachQuestionsPerDay", "rateLimited"] },
    tests: {
      "tests/integration/coach-chat.test.ts": [
        "refuses Free's sixth question today with 429, the limit, the reset and Retry-After until the user's midnight",
        "lets a Basic user ask more than Free's five",
      ],
      "tests/unit/plan-claims.test.ts": [
        "coachQuestions: every card and the comparison state the plan's coach questions a day",
      ],
    },
  },
  // Push reminders go with e-mail reminders: the one channel rule gives push to a plan with emailReminders and a
  // subscribed device; the server refuses subscribing without it.
  pushReminders: {
    code: { file: "lib/reminders/channels.ts", uses: ["emailReminders", "push"] },
    tests: {
      "tests/integration/push.test.ts": [
        "a due-soon reminder arrives encrypted to the device's keys, signed with the server's VAPID key, once",
        "a device left from a paid plan gets no push once the account is on Free",
        "refuses bad keys and endpoints with 400, Free with 403, strangers with 401; another user's device is 404",
      ],
      "tests/unit/push-rules.test.ts": ["push goes with every plan that has reminders, to subscribed devices only"],
    },
  },
  everythingInBasic: {
    code: { file: "lib/billing/plans.ts", uses: ["flags"] },
    tests: {
      "tests/unit/plan-claims.test.ts": ["'Everything in Basic': Pro has every Basic flag and no lower debt limit"],
    },
  },
};

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** True for `it(...)`, `test(...)` and `it.each(...)(...)` / `test.each(...)(...)`; never `.skip` or `.todo`. */
function isTestCall(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === "it" || callee.text === "test";
  if (!ts.isCallExpression(callee) || !ts.isPropertyAccessExpression(callee.expression)) return false;
  const { expression, name } = callee.expression;
  return (
    ts.isIdentifier(expression) && (expression.text === "it" || expression.text === "test") && name.text === "each"
  );
}

/** The titles of a test file's tests as written (a template title keeps its `${...}` text). */
function testTitles(file: string, text = read(file)): Set<string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const titles = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTestCall(node.expression)) {
      const [title] = node.arguments;
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) titles.add(title.text);
      else if (title && ts.isTemplateExpression(title)) titles.add(title.getText(source).slice(1, -1));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return titles;
}

/** A file's code without its comments: a name a comment mentions proves nothing. */
function codeOf(file: string): string {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  return ts.createPrinter({ removeComments: true }).printFile(source);
}

/** The proof's code uses each of its names, and each of its test files still holds each listed test. */
function expectProven(proof: Proof) {
  const code = codeOf(proof.code.file);
  for (const name of proof.code.uses) expect(code).toMatch(new RegExp(`\\b${name}\\b`));
  expect(Object.keys(proof.tests).length).toBeGreaterThan(0);
  for (const [file, titles] of Object.entries(proof.tests)) {
    expect(titles.length).toBeGreaterThan(0);
    const present = testTitles(file);
    for (const title of titles)
      expect({ file, title, present: present.has(title) }).toEqual({ file, title, present: true });
  }
}

const isFlag = (claim: PlanClaim): claim is keyof PlanFlags => claim in PLANS_BY_ID.free.flags;

describe("every claim on the pricing cards and the comparison table is built and proven", () => {
  it.each(Object.entries(PROOF))("%s: the code that delivers it uses it, and its tests are still there", (_, proof) =>
    expectProven(proof),
  );

  it("a flag's proof names the flag in the code that honours it", () => {
    for (const [claim, proof] of Object.entries(PROOF) as [PlanClaim, Proof][])
      if (isFlag(claim)) expect(proof.code.uses).toContain(claim);
  });

  it("flags no plan includes are not sold: every flag is on for at least one plan", () => {
    for (const flag of Object.keys(PLANS_BY_ID.free.flags) as (keyof PlanFlags)[])
      expect(PLANS.some((p) => p.flags[flag])).toBe(true);
  });

  it("every pricing-card line names a proven claim, and a flag's line is marked included exactly when the plan has it", () => {
    for (const plan of PLANS) {
      expect(plan.features.length).toBeGreaterThan(0);
      for (const feature of plan.features) {
        expect(Object.keys(PROOF)).toContain(feature.claim);
        const included = isFlag(feature.claim) ? plan.flags[feature.claim] : true;
        expect({ plan: plan.id, ...feature }).toEqual({ plan: plan.id, ...feature, included });
      }
    }
  });

  it("every comparison-table row names a proven claim, and a flag's row shows exactly the plan's flag", () => {
    expect(COMPARISON_ROWS.length).toBeGreaterThan(0);
    for (const row of COMPARISON_ROWS) {
      expect(Object.keys(PROOF)).toContain(row.claim);
      if (isFlag(row.claim)) {
        const flag = row.claim;
        expect(PLANS.map((p) => row.value(p))).toEqual(PLANS.map((p) => p.flags[flag]));
      }
    }
  });

  it("'Everything in Basic': Pro has every Basic flag and no lower debt limit", () => {
    const { basic, pro } = PLANS_BY_ID;
    expect(pro.features.find((f) => f.claim === "everythingInBasic")?.label).toBe("Everything in Basic");
    for (const flag of Object.keys(basic.flags) as (keyof PlanFlags)[])
      if (basic.flags[flag]) expect(pro.flags[flag]).toBe(true);
    expect(pro.debtLimit === null || (basic.debtLimit !== null && pro.debtLimit >= basic.debtLimit)).toBe(true);
  });

  it("imports: Free's card states its monthly file limit; Basic and Pro have none and say so", () => {
    const { free, basic, pro } = PLANS_BY_ID;
    const line = (plan: typeof free) => plan.features.find((f) => f.claim === "imports")?.label;
    expect(free.importsPerMonth).toBe(1);
    expect(line(free)).toBe("1 bank or card file import a month");
    expect([basic.importsPerMonth, pro.importsPerMonth]).toEqual([null, null]);
    expect(line(basic)).toBe("Unlimited bank and card file imports");
    expect(pro.features.map((f) => f.claim)).toContain("everythingInBasic");
  });

  it("coachQuestions: every card and the comparison state the plan's coach questions a day", () => {
    const { free, basic, pro } = PLANS_BY_ID;
    expect([free, basic, pro].map((p) => p.coachQuestionsPerDay)).toEqual([5, 50, 200]);
    for (const plan of PLANS) {
      expect(plan.features.find((f) => f.claim === "coachQuestions")).toEqual({
        claim: "coachQuestions",
        label: `${plan.coachQuestionsPerDay} coach chat questions a day`,
        included: true,
      });
      const row = COMPARISON_ROWS.find((r) => r.claim === "coachQuestions")!;
      expect(row.value(plan)).toBe(String(plan.coachQuestionsPerDay));
    }
  });

  it("finds test titles as written, and not a skipped test's", () => {
    const text = [
      'it("a", f);',
      'it.each([1, 2])("b %s", f);',
      "test(`c ${n}`, f);",
      'it.skip("d", f);',
      'it.todo("e");',
      'describe("f", f);',
      'test.describe("g", f);',
      'expect("h");',
    ].join("\n");
    expect([...testTitles("example.test.ts", text)]).toEqual(["a", "b %s", "c ${n}"]);
  });
});

// The landing page's security card says only what is built: "Bank-Level" named no standard anything meets, and
// "your data travels encrypted" is the host's HTTPS, which no code here enforces. Each clause left is proven like a
// plan claim, and the card may say nothing else.
const SECURITY_CARD_TITLE = "Private and Secure";
const SECURITY_CLAUSES: [clause: string, proof: Proof][] = [
  [
    "Passwords are stored only as salted hashes",
    {
      code: { file: "lib/auth/password.ts", uses: ["scrypt", "randomBytes"] },
      tests: { "tests/integration/auth.test.ts": ["stores a salted slow hash, never the password"] },
    },
  ],
  [
    "sign-in attempts are rate-limited",
    {
      code: { file: "lib/auth/sign-in-limit.ts", uses: ["signInPerAccount", "signInPerIp"] },
      tests: {
        "tests/integration/rate-limits.test.ts": [
          "credentials sign-in: past the failures for one account from one address, even the right password is refused",
          "credentials sign-in: past the failures from one address across accounts (credential stuffing)",
        ],
      },
    },
  ],
  [
    "you can sign out of every device at once",
    {
      code: { file: "lib/account/settings.ts", uses: ["signOutEverywhere"] },
      tests: {
        "tests/integration/account-settings.test.ts": [
          "ends every session, this one included, and a copied cookie is dead at once",
        ],
      },
    },
  ],
  [
    "We never sell your personal information",
    {
      code: { file: "app/(legal)/privacy-policy/page.tsx", uses: ["We do not sell your personal information"] },
      tests: { "tests/e2e/ui/legal.spec.ts": ["privacy policy: heading, today's date, plans and billing clauses"] },
    },
  ],
];

describe("the landing page's security card", () => {
  const html = renderToStaticMarkup(createElement(LandingPage));
  const card = html.match(new RegExp(`<h3[^>]*>${SECURITY_CARD_TITLE}</h3><p[^>]*>([^<]*)</p>`));

  it("makes no 'bank-level' claim", () => {
    expect(html).not.toMatch(/bank[\s-]level/i);
    expect(card).not.toBeNull();
  });

  it("says nothing but its proven clauses", () => {
    let rest = card![1]!;
    for (const [clause] of SECURITY_CLAUSES) {
      expect(rest).toContain(clause);
      rest = rest.replace(clause, "");
    }
    expect(rest.replace(/\band\b/g, "")).toMatch(/^[\s,.]*$/);
  });

  it.each(SECURITY_CLAUSES)("%s: the code that delivers it and its tests are still there", (_, proof) =>
    expectProven(proof),
  );
});
