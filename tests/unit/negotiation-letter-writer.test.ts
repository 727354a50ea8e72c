import { FDCPA_PARAGRAPH, negotiationTemplates } from "@/prisma/seed-data/negotiation-templates";
import {
  accountPhrase,
  asksForLowerRate,
  CERTIFIED_MAIL_TIP,
  GENERIC_HARDSHIP_REASON,
  fillTemplate,
  localSuggestions,
  resolveSettlement,
  subjectPreview,
  writeLocalLetter,
  type LetterFacts,
} from "@/lib/negotiations/letter-writer";
import type { TemplateType } from "@/lib/negotiations/types";

// The local letter writer (lib/negotiations/letter-writer.ts) against the seeded templates: every type, the
// optional parts, the settlement arithmetic and the computed suggestions.

function template(type: TemplateType) {
  return negotiationTemplates.find((t) => t.templateType === type)!;
}

function facts(type: TemplateType, overrides: Partial<LetterFacts> = {}): LetterFacts {
  return {
    templateType: type,
    today: "2026-03-02",
    fullName: "Grace Hopper",
    creditorName: "Chase Bank",
    accountLast4: "0042",
    debt: { name: "Visa", balance: "4200.00", interestRate: "19.99", minPayment: "126.00" },
    ...overrides,
  };
}

function letter(type: TemplateType, overrides: Partial<LetterFacts> = {}) {
  return writeLocalLetter(template(type), facts(type, overrides));
}

describe("fillTemplate", () => {
  it("fills placeholders and keeps a section only when its value is given (or, with ^, when it is not)", () => {
    const text = "Pay {{amount}}{{#date}} on {{date}}{{/date}}{{^date}} soon{{/date}}.";
    expect(fillTemplate(text, { amount: "$5.00", date: "May 1, 2027" })).toBe("Pay $5.00 on May 1, 2027.");
    expect(fillTemplate(text, { amount: "$5.00", date: "" })).toBe("Pay $5.00 soon.");
    expect(fillTemplate(text, { amount: "$5.00" })).toBe("Pay $5.00 soon.");
  });

  it("handles sections nested inside sections of another name", () => {
    const text = "{{#a}}A{{#b}} and {{b}}{{/b}}.{{/a}}{{^a}}none{{/a}}";
    expect(fillTemplate(text, { a: "x", b: "B" })).toBe("A and B.");
    expect(fillTemplate(text, { a: "x" })).toBe("A.");
    expect(fillTemplate(text, { b: "B" })).toBe("none");
  });

  it("drops lines that end up empty, keeps one blank line between paragraphs, and never prints a raw placeholder", () => {
    const text =
      "Dear {{name}},\n\n{{optional}}\n\n{{#maybe}}Only with maybe.{{/maybe}}\n\nBody with {{unknown}}gap.\n\nBye";
    expect(fillTemplate(text, { name: "Ann", optional: "" })).toBe("Dear Ann,\n\nBody with gap.\n\nBye");
    expect(fillTemplate(text, { name: "Ann", optional: "Extra.", maybe: "y" })).toBe(
      "Dear Ann,\n\nExtra.\n\nOnly with maybe.\n\nBody with gap.\n\nBye",
    );
  });

  it("shows a template's subject with XXXX for the account", () => {
    expect(subjectPreview(template("settlement").subject)).toBe("Settlement Offer - Account Ending in XXXX");
  });
});

describe("the seeded templates", () => {
  it.each(negotiationTemplates.map((t) => [t.templateType, t] as const))(
    "%s carries the FDCPA paragraph and a request for written confirmation",
    (_type, t) => {
      expect(t.body).toContain(FDCPA_PARAGRAPH);
      expect(FDCPA_PARAGRAPH).toContain("15 U.S.C. 1692 et seq.");
      expect(FDCPA_PARAGRAPH).toContain("governs third-party debt collectors");
      expect(FDCPA_PARAGRAPH).toContain("request validation of the debt");
      expect(FDCPA_PARAGRAPH).toContain("harassment");
      expect(t.body).toMatch(
        /(confirm any agreement in writing|acceptance of these terms in writing|written confirmation of the agreed terms) before/,
      );
      expect(t.body).toContain("Re: Account ending in {{accountLast4}}");
    },
  );
});

describe("writeLocalLetter", () => {
  it("writes a complete hardship letter from the user's reason and proposed payment", () => {
    const { content } = letter("hardship", { hardshipReason: "  i lost my job in january  ", proposedPayment: "80" });
    expect(
      content.startsWith(
        "March 2, 2026\n\nChase Bank\nAttn: Hardship Department\n\nRe: Account ending in 0042\n\nDear Chase Bank Hardship Team,",
      ),
    ).toBe(true);
    expect(content).toContain("my financial situation has changed. I lost my job in january.");
    expect(content).toContain(
      "The current balance is $4,200.00, the interest rate is 19.99%, and my required minimum payment is $126.00.",
    );
    expect(content).toContain("I would like to propose a reduced payment of $80.00 per month for the next six months");
    expect(content).not.toContain("request a reduced monthly payment that fits");
    expect(content).toContain(FDCPA_PARAGRAPH);
    expect(content).toContain("Please confirm any agreement in writing before I begin the new payments");
    expect(content.endsWith("Sincerely,\n\nGrace Hopper")).toBe(true);
    expect(content).not.toMatch(/\{\{|\n{3,}|  /);
  });

  it('names the account by the debt\'s kind in every letter; no kind or other is "my account"', () => {
    const card = {
      name: "Visa",
      balance: "4200.00",
      interestRate: "19.99",
      minPayment: "126.00",
      kind: "credit_card" as const,
    };
    expect(letter("hardship", { debt: card }).content).toContain(
      "a temporary hardship arrangement on my credit card account ending in 0042.",
    );
    expect(
      letter("settlement", { debt: { ...card, kind: "auto" }, settlementAmount: "1890.00", settlementPercentage: "45" })
        .content,
    ).toContain("I am writing about my auto loan ending in 0042, which has a current balance of $4,200.00.");
    expect(letter("payment_plan", { debt: { ...card, kind: "student" }, proposedPayment: "150" }).content).toContain(
      "a structured payment plan for my student loan ending in 0042, which has a current balance of $4,200.00",
    );
    expect(letter("hardship").content).toContain("a temporary hardship arrangement on my account ending in 0042.");
    expect(letter("hardship", { debt: { ...card, kind: "other" } }).content).toContain("on my account ending in 0042.");
    expect([accountPhrase("mortgage"), accountPhrase("personal"), accountPhrase("medical")]).toEqual([
      "my mortgage",
      "my personal loan",
      "my medical bill account",
    ]);
    // The reference line stays the account's number.
    expect(letter("hardship", { debt: card }).content).toContain("Re: Account ending in 0042");
  });

  it('writes the rate as entered, without trailing zeros (docs/product-rules.md "Interface conventions")', () => {
    const debt = { name: "Visa", balance: "4200.00", interestRate: "18.00", minPayment: "126.00" };
    expect(letter("hardship", { debt }).content).toContain("the interest rate is 18%,");
    const tips = localSuggestions(facts("payment_plan", { debt, proposedPayment: "50" }));
    expect(tips.join(" ")).toContain("current 18% rate");
  });

  it("uses a general sentence when no hardship reason is given, and an open request without an amount", () => {
    const { content } = letter("hardship", { hardshipReason: "   " });
    expect(content).toContain(`my financial situation has changed. ${GENERIC_HARDSHIP_REASON}`);
    expect(content).toContain(
      "I would like to request a reduced monthly payment that fits my current income for the next six months, after which",
    );
    expect(content).not.toContain("propose a reduced payment of");
  });

  it("keeps a reason that already ends a sentence as it is", () => {
    const { content } = letter("hardship", { hardshipReason: "My hours were cut in half!" });
    expect(content).toContain("has changed. My hours were cut in half!\n\n");
  });

  it("writes a settlement letter with both the amount and the percent, and a payment date when given", () => {
    const withDate = letter("settlement", {
      settlementAmount: "1890.00",
      settlementPercentage: "45",
      paymentDate: "2026-04-15",
    }).content;
    expect(withDate).toContain(
      "I am offering a lump-sum payment of $1,890.00 (45% of the current balance) as settlement in full",
    );
    expect(withDate).toContain("I can make this payment by April 15, 2026 once we have a written agreement.");
    expect(withDate).toContain("receiving your acceptance of these terms in writing before any payment is made");
    const withoutDate = letter("settlement", { settlementAmount: "1890.00", settlementPercentage: "45" }).content;
    expect(withoutDate).toContain("I can make this payment promptly once we have a written agreement.");
  });

  it("writes a payment plan letter with and without a start date", () => {
    const dated = letter("payment_plan", { proposedPayment: "150", paymentDate: "2026-04-01" }).content;
    expect(dated).toContain(
      "can commit to paying $150.00 per month, starting on April 1, 2026, until the balance is paid in full.",
    );
    expect(dated).toContain("1. Accept these payments in place of the current minimum payment of $126.00;");
    const undated = letter("payment_plan", { proposedPayment: "150" }).content;
    expect(undated).toContain("can commit to paying $150.00 per month until the balance is paid in full.");
  });

  it("drops the signature line when the user's name is unknown", () => {
    const { content } = letter("payment_plan", { proposedPayment: "150", fullName: "" });
    expect(content.endsWith("Thank you for working with me.\n\nSincerely,")).toBe(true);
  });

  it("never puts more than the last four digits of the account in the letter", () => {
    for (const type of ["hardship", "settlement", "payment_plan"] as const) {
      const { content, suggestions } = letter(type, {
        proposedPayment: "150",
        settlementAmount: "2000.00",
        settlementPercentage: "47.62",
        paymentDate: "2026-05-01",
      });
      expect(content.match(/0042/g)?.length).toBeGreaterThanOrEqual(2);
      for (const text of [content, ...suggestions]) expect(text).not.toMatch(/\d{5,}/);
    }
  });
});

describe("resolveSettlement", () => {
  it("computes the percent of the balance from an amount", () => {
    expect(resolveSettlement("4200.00", { settlementAmount: "1890.00" })).toEqual({
      amountCents: 189_000,
      percentBps: 4500,
    });
    expect(resolveSettlement("3000.00", { settlementAmount: "1000" })).toEqual({
      amountCents: 100_000,
      percentBps: 3333,
    });
  });

  it("computes the amount from a percentage, to the cent", () => {
    expect(resolveSettlement("4200.00", { settlementPercentage: "45" })).toEqual({
      amountCents: 189_000,
      percentBps: 4500,
    });
    expect(resolveSettlement("999.99", { settlementPercentage: "33.33" })).toEqual({
      amountCents: 33_330,
      percentBps: 3333,
    });
  });

  it("lets the amount win when both are given, and answers null without a balance or inputs", () => {
    expect(resolveSettlement("4200.00", { settlementAmount: "2100", settlementPercentage: "10" })).toEqual({
      amountCents: 210_000,
      percentBps: 5000,
    });
    expect(resolveSettlement("0.00", { settlementAmount: "100" })).toBeNull();
    expect(resolveSettlement("4200.00", {})).toBeNull();
  });
});

describe("localSuggestions", () => {
  function tipsFor(type: TemplateType, overrides: Partial<LetterFacts> = {}) {
    const tips = localSuggestions(facts(type, overrides));
    expect(tips.length).toBeGreaterThanOrEqual(3);
    expect(tips.length).toBeLessThanOrEqual(5);
    expect(tips.at(-1)).toBe(CERTIFIED_MAIL_TIP);
    expect(CERTIFIED_MAIL_TIP).toContain("about 30 days");
    return tips;
  }

  it("places a settlement offer against the commonly reported 30-60% range", () => {
    const low = tipsFor("settlement", { settlementAmount: "840.00", settlementPercentage: "20" });
    expect(low[0]).toBe(
      "Your offer of $840.00 is 20% of the balance, below the 30-60% range settlements are commonly reported to land in. Expect a counteroffer, and decide the most you can pay before you reply.",
    );
    const mid = tipsFor("settlement", { settlementAmount: "1890.00", settlementPercentage: "45" });
    expect(mid[0]).toContain("within the 30-60% range");
    const high = tipsFor("settlement", { settlementAmount: "3360.00", settlementPercentage: "80" });
    expect(high[0]).toContain("above the 30-60% range");
    expect(high[0]).toContain("for example at 40% ($1,680.00)");
  });

  it("mentions Form 1099-C only when $600 or more would be forgiven", () => {
    const big = tipsFor("settlement", { settlementAmount: "1890.00", settlementPercentage: "45" });
    expect(
      big.some((t) => t.startsWith("The creditor would forgive about $2,310.00.") && t.includes("Form 1099-C")),
    ).toBe(true);
    const small = tipsFor("settlement", {
      debt: { name: "Visa", balance: "1000.00", interestRate: "19.99", minPayment: "30.00" },
      settlementAmount: "500.00",
    });
    expect(small.some((t) => t.includes("1099-C"))).toBe(false);
    expect(small.some((t) => t.includes("never give the creditor direct access to your bank account"))).toBe(true);
  });

  it("compares the proposed payment with the current minimum and says how long it would take", () => {
    const below = tipsFor("payment_plan", { proposedPayment: "95" });
    expect(below[0]).toBe(
      "Your proposed $95.00 a month is $31.00 less than your current minimum of $126.00. Say briefly why the minimum is out of reach, and ask whether a hardship program applies.",
    );
    expect(below[1]).toMatch(
      /^At \$95\.00 a month and the current 19\.99% rate, the balance would take about \d+ months to pay off/,
    );
    const above = tipsFor("payment_plan", { proposedPayment: "200" });
    expect(above[0]).toContain("at or above your current minimum of $126.00");
  });

  it("warns when the proposed payment does not even cover the interest", () => {
    const tips = tipsFor("payment_plan", { proposedPayment: "50" });
    // $4,200.00 at 19.99% accrues $69.97 a month.
    expect(tips[1]).toBe(
      "At the current 19.99% rate the interest alone is about $69.97 a month, so $50.00 would not reduce the balance. Ask for the interest to be reduced or paused while the plan runs.",
    );
  });

  it("advises on the start date: soon, later, or missing from a payment plan", () => {
    const soon = tipsFor("payment_plan", { proposedPayment: "150", paymentDate: "2026-03-12" });
    expect(soon).toContain(
      "Your start date of March 12, 2026 is only 10 days away, and creditors often take about 30 days to reply. Do not pay under the new terms until they are confirmed in writing.",
    );
    const later = tipsFor("payment_plan", { proposedPayment: "150", paymentDate: "2026-05-01" });
    expect(later).toContain(
      "Make the first payment on May 1, 2026 only once the creditor has confirmed the new terms in writing.",
    );
    const none = tipsFor("payment_plan", { proposedPayment: "150" });
    expect(none.some((t) => t.startsWith("Add a start date about 30 days out"))).toBe(true);
  });

  it("asks for a specific hardship reason and amount when they are missing", () => {
    const tips = tipsFor("hardship");
    expect(tips[0]).toContain("Add a specific reason");
    expect(tips[1]).toContain("Name a specific monthly amount");
    const given = tipsFor("hardship", { hardshipReason: "Medical bills", proposedPayment: "100" });
    expect(given[0]).toContain("Keep documents that back up your hardship");
    expect(given[1]).toContain("$26.00 less than your current minimum");
  });
});

describe("a running promo below the regular rate (lib/debts/promo.ts promoBelowRate)", () => {
  const promoDebt = {
    name: "Visa",
    balance: "4200.00",
    interestRate: "24.99",
    minPayment: "126.00",
    promo: { rate: "0%", endsOn: "2026-11", deferredInterest: false },
  };

  it("the letters ask for no lower rate and say when the promo ends and the rate it goes to", () => {
    for (const type of ["hardship", "payment_plan"] as const) {
      const withPromo = letter(type, { debt: promoDebt, proposedPayment: "150.00", paymentDate: "2026-04-15" });
      expect(asksForLowerRate(withPromo.content)).toBe(false);
      expect(withPromo.content).toMatch(
        /promotional (rate of )?0% through November 2026, (then|after which the rate goes to) 24\.99%/,
      );
      // Without a promo the hardship letter still asks for a lower rate, as before.
      const without = letter(type, { debt: { ...promoDebt, promo: undefined }, proposedPayment: "150.00" });
      expect(without.content).toContain("24.99%");
      if (type === "hardship") expect(asksForLowerRate(without.content)).toBe(true);
    }
  });

  it("the suggestions wait for the promo's end instead of asking for a lower rate", () => {
    const tips = localSuggestions(
      facts("payment_plan", { debt: promoDebt, proposedPayment: "150.00", paymentDate: "2026-04-15" }),
    ).join(" ");
    expect(tips).not.toContain("such as a lower interest rate");
    expect(tips).not.toContain("so ask for one");
    expect(tips).toContain(
      "Your 0% promotional rate lasts through November 2026, when the rate goes to 24.99%: there is no lower rate to ask for until then.",
    );
    expect(tips).toContain("at the 0% promotional rate through November 2026 and 24.99% after that");
    const plain = localSuggestions(
      facts("payment_plan", { debt: { ...promoDebt, promo: undefined }, proposedPayment: "150.00" }),
    ).join(" ");
    expect(plain).toContain("such as a lower interest rate or waived fees");
  });
});
