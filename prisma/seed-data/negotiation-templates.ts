/**
 * The three negotiation letter templates of the Negotiation Center (SPEC section 3), one per template type.
 *
 * `subject` and `body` contain {{placeholders}}; the letter generator fills them from the letter form, the
 * selected debt and the user (see NEGOTIATION_PLACEHOLDERS). Amounts are inserted already formatted as US
 * dollars, dates as long US dates ("March 1, 2027"). Lines that end up empty after filling may be dropped.
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
  "accountLast4",
  "debtName",
  "balance", // current balance of the selected debt
  "interestRate", // e.g. "19.99%"
  "minPayment", // current minimum monthly payment
  "hardshipReason",
  "proposedPayment", // monthly amount the user proposes
  "settlementAmount",
  "settlementPercentage", // e.g. "45%"
  "paymentDate", // date the first proposed payment would be made
] as const;

export type NegotiationPlaceholder = (typeof NEGOTIATION_PLACEHOLDERS)[number];

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

I am writing to request a temporary hardship arrangement on the account referenced above. I have always intended to repay this debt in full, but my financial situation has changed: {{hardshipReason}}

The current balance is {{balance}} and my required minimum payment is {{minPayment}}. At present I cannot meet that payment without falling behind on essential living expenses. I would like to propose a reduced payment of {{proposedPayment}} per month for the next six months, after which I expect to return to the regular payment schedule.

I would also ask that you consider temporarily reducing the interest rate (currently {{interestRate}}) and waiving late fees during this period, so that my payments reduce the balance rather than only covering interest.

I am committed to resolving this account and would welcome the chance to discuss any hardship program you offer. Please confirm any agreement in writing before I begin the new payments.

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

I am writing about the account referenced above, which has a current balance of {{balance}}. Because of financial hardship I am unable to repay the full balance, but I want to resolve this debt.

I am offering a lump-sum payment of {{settlementAmount}} ({{settlementPercentage}} of the current balance) as settlement in full of this account. I can make this payment by {{paymentDate}} once we have a written agreement.

In exchange, I ask that you:
1. Accept this payment as full and final settlement of the account;
2. Report the account to the credit bureaus as "paid in full" or "settled in full" with a zero balance; and
3. Not sell or transfer any remaining balance to another collector.

This offer is made without admission of liability for any amount beyond the settlement and is contingent on receiving your written acceptance of these terms before any payment is made.

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

I am writing to request a structured payment plan for the account referenced above, which has a current balance of {{balance}}.

I have reviewed my budget carefully and can commit to paying {{proposedPayment}} per month, starting on {{paymentDate}}, until the balance is paid in full. I am asking that, while I keep to this plan, you:
1. Accept these payments in place of the current minimum payment of {{minPayment}};
2. Waive any late fees and penalty interest on the account; and
3. Report the account as current to the credit bureaus.

A fixed plan will let me repay this debt reliably rather than risk missed payments. If this amount does not fit one of your programs, please let me know what options are available.

Please send written confirmation of the agreed terms. Thank you for working with me.

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
