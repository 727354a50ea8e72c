/**
 * The three negotiation letter templates (docs/product-rules.md "Negotiation letters"), one per template type.
 * Ids are stable: the seed upserts by id, so editing a body here updates every installation on its next seed.
 *
 * `subject` and `body` contain {{placeholders}}; the letter writer (lib/negotiations/letter-writer.ts) fills them
 * from the letter form, the selected debt and the user (see NEGOTIATION_PLACEHOLDERS). Amounts are inserted
 * already formatted as US dollars, dates as long US dates ("March 1, 2027"), the interest rate as "19.99%".
 *
 * Optional inputs use sections, as in Mustache: `{{#name}}...{{/name}}` is kept only when `name` has a value and
 * `{{^name}}...{{/name}}` only when it is empty. A line that ends up empty after filling is dropped. Keep each
 * paragraph on one line: the letter is shown and downloaded as plain text and wraps where the reader's window does.
 *
 * Every body carries the same two paragraphs (FDCPA_PARAGRAPH and a request for written confirmation before any
 * payment), and the AI writer is told to keep them (lib/negotiations/ai-letter.ts).
 */
export type NegotiationTemplateSeed = {
  id: string;
  templateType: "hardship" | "settlement" | "payment_plan";
  name: string;
  useCase: string;
  subject: string;
  body: string;
  tips: string[];
};

export const NEGOTIATION_PLACEHOLDERS = [
  "date", // today's date
  "fullName", // the user's name as it should appear under the signature
  "creditorName",
  "accountLast4", // never more than the last four digits: the app does not accept or store more
  "debtName",
  "account", // how the letter names the account by the debt's kind: "my credit card account", "my auto loan", "my account"
  "balance", // current balance of the selected debt
  "interestRate", // the regular rate, e.g. "19.99%"
  "promoRate", // while a promo below the regular rate runs (else empty), e.g. "0%": then no lower rate is asked for
  "promoEnds", // that promo's last month, e.g. "November 2026"
  "minPayment", // current minimum monthly payment
  "hardshipReason", // one or more sentences; a generic sentence when the user gave none
  "proposedPayment", // monthly amount the user proposes
  "settlementAmount",
  "settlementPercentage", // e.g. "45%"
  "paymentDate", // date the first proposed payment would be made
] as const;

export type NegotiationPlaceholder = (typeof NEGOTIATION_PLACEHOLDERS)[number];

/**
 * The Fair Debt Collection Practices Act paragraph shared by every template. The Act (15 U.S.C. 1692 et seq.)
 * binds third-party debt collectors, not (in general) an original creditor collecting its own debt, so the
 * paragraph states the rights as applying if the account is handled by a collector, and asks for written
 * communication from whoever holds the account. The rights named: validation of the debt (1692g), limiting when,
 * where and how the consumer is contacted (1692c and Regulation F, 12 CFR 1006.14(h)), and freedom from
 * harassment and false or misleading statements (1692d, 1692e).
 */
export const FDCPA_PARAGRAPH =
  "I am aware of my rights under the Fair Debt Collection Practices Act (15 U.S.C. 1692 et seq.), which governs third-party debt collectors. If this account is, or is ever, placed with a collector, I have the right to request validation of the debt, to limit when and how I am contacted (including asking that all communication be in writing), and to be free from harassment and from false or misleading statements. Whoever handles this account, please communicate with me about it in writing.";

export const negotiationTemplates: NegotiationTemplateSeed[] = [
  {
    id: "hardship-payment-plan",
    templateType: "hardship",
    name: "Hardship Payment Plan",
    useCase: "Request a temporary payment reduction due to financial difficulties",
    subject: "Request for a Hardship Payment Arrangement - Account Ending in {{accountLast4}}",
    body: `{{date}}

{{creditorName}}
Attn: Hardship Department

Re: Account ending in {{accountLast4}}

Dear {{creditorName}} Hardship Team,

I am writing to request a temporary hardship arrangement on {{account}} ending in {{accountLast4}}. I have always intended to repay this debt in full, but my financial situation has changed. {{hardshipReason}}

The current balance is {{balance}}, the interest rate is {{^promoRate}}{{interestRate}}{{/promoRate}}{{#promoRate}}a promotional {{promoRate}} through {{promoEnds}}, then {{interestRate}}{{/promoRate}}, and my required minimum payment is {{minPayment}}. At present I cannot meet that payment without falling behind on essential living expenses.

{{#proposedPayment}}I would like to propose a reduced payment of {{proposedPayment}} per month{{#paymentDate}}, starting on {{paymentDate}},{{/paymentDate}} for the next six months, after which I expect to return to the regular payment schedule.{{/proposedPayment}}{{^proposedPayment}}I would like to request a reduced monthly payment that fits my current income for the next six months{{#paymentDate}}, starting on {{paymentDate}}{{/paymentDate}}, after which I expect to return to the regular payment schedule.{{/proposedPayment}} {{^promoRate}}I would also ask that you consider temporarily reducing the interest rate and waiving late fees during this period, so that my payments reduce the balance rather than only covering interest.{{/promoRate}}{{#promoRate}}I would also ask that you waive late fees during this period.{{/promoRate}}

${FDCPA_PARAGRAPH}

I am committed to resolving this account and would welcome the chance to discuss any hardship program you offer. Please confirm any agreement in writing before I begin the new payments, including the monthly amount, how long it applies, and how the account will be reported to the credit bureaus.

Thank you for your time and consideration.

Sincerely,

{{fullName}}`,
    tips: [
      "Call first and ask whether the creditor has a formal hardship program; then send this letter to confirm.",
      "Be specific and honest about what changed (job loss, medical bills, reduced hours) and whether it is temporary.",
      "Propose a payment you can keep making every month; a broken arrangement is harder to renegotiate.",
      "Ask for any agreement in writing before you pay, and keep copies of everything you send and receive.",
    ],
  },
  {
    id: "debt-settlement",
    templateType: "settlement",
    name: "Debt Settlement",
    useCase: "Offer to settle the debt for less than the full amount owed",
    subject: "Settlement Offer - Account Ending in {{accountLast4}}",
    body: `{{date}}

{{creditorName}}
Attn: Settlement / Recovery Department

Re: Account ending in {{accountLast4}}

Dear {{creditorName}},

I am writing about {{account}} ending in {{accountLast4}}, which has a current balance of {{balance}}. Because of financial hardship I am unable to repay the full balance, but I want to resolve this debt.

I am offering a lump-sum payment of {{settlementAmount}} ({{settlementPercentage}} of the current balance) as settlement in full of this account. I can make this payment {{#paymentDate}}by {{paymentDate}}{{/paymentDate}}{{^paymentDate}}promptly{{/paymentDate}} once we have a written agreement.

In exchange, I ask that you:
1. Accept this payment as full and final settlement of the account;
2. Report the account to the credit bureaus as "paid in full" or "settled in full" with a zero balance; and
3. Not sell or transfer any remaining balance to another collector.

${FDCPA_PARAGRAPH}

This offer is contingent on receiving your acceptance of these terms in writing before any payment is made. Please send written confirmation of the agreement, including the settlement amount and how the account will be reported, and I will make the payment as agreed.

I look forward to your response.

Sincerely,

{{fullName}}`,
    tips: [
      "Only offer an amount you can actually pay; creditors often counter, so leave yourself some room.",
      "Never pay before you have the settlement terms in writing.",
      "Forgiven debt of $600 or more may be reported to the IRS as income; check with a tax professional.",
      "Settling usually hurts your credit less than an unpaid charge-off, but more than paying in full.",
    ],
  },
  {
    id: "payment-plan",
    templateType: "payment_plan",
    name: "Payment Plan",
    useCase: "Request a structured payment arrangement you can afford",
    subject: "Request for a Structured Payment Plan - Account Ending in {{accountLast4}}",
    body: `{{date}}

{{creditorName}}
Attn: Customer Accounts

Re: Account ending in {{accountLast4}}

Dear {{creditorName}},

I am writing to request a structured payment plan for {{account}} ending in {{accountLast4}}, which has a current balance of {{balance}} at {{^promoRate}}an interest rate of {{interestRate}}{{/promoRate}}{{#promoRate}}a promotional rate of {{promoRate}} through {{promoEnds}}, after which the rate goes to {{interestRate}}{{/promoRate}}.

I have reviewed my budget carefully and can commit to paying {{proposedPayment}} per month{{#paymentDate}}, starting on {{paymentDate}},{{/paymentDate}} until the balance is paid in full. I am asking that, while I keep to this plan, you:
1. Accept these payments in place of the current minimum payment of {{minPayment}};
2. Waive any late fees and penalty interest on the account; and
3. Report the account as current to the credit bureaus.

A fixed plan will let me repay this debt reliably rather than risk missed payments. If this amount does not fit one of your programs, please let me know what options are available.

${FDCPA_PARAGRAPH}

Please send written confirmation of the agreed terms before the first payment is due, including the monthly amount, the start date and how the account will be reported. Thank you for working with me.

Sincerely,

{{fullName}}`,
    tips: [
      "Work out the monthly payment from your actual budget before you ask, and keep a small buffer.",
      "Ask whether the plan pauses penalty interest and late fees; otherwise the balance may barely move.",
      "Set up automatic payments once the plan is agreed so you never miss one.",
      "Expect a reply within about 30 days; follow up by phone if you hear nothing.",
    ],
  },
];
