import type { Metadata } from "next";
import Link from "@/components/ui/link";

import { SUPPORT_EMAIL } from "@/components/layout/site-footer";
import { LegalDocument, LegalSection } from "../_components/legal-document";

export const metadata: Metadata = {
  title: "Financial Disclaimer",
  description:
    "DebtWise provides educational information only. Not financial, legal or tax advice. How our estimates work and their limits.",
};

export const dynamic = "force-static";

export default function FinancialDisclaimerPage() {
  return (
    <LegalDocument
      title="Financial Disclaimer"
      summary="DebtWise helps you understand your options for paying down debt. It provides educational information only, and its numbers are estimates, not promises."
    >
      <LegalSection id="educational-only" title="1. Educational information only">
        <p>
          Everything DebtWise shows you, including payoff strategies, charts, AI-written explanations, education
          content, challenges and negotiation letter drafts, is general educational information. It is designed to help
          you learn about your options and organize your own decisions.
        </p>
      </LegalSection>

      <LegalSection id="not-advice" title="2. Not financial, legal or tax advice">
        <p>
          DebtWise is not a registered investment adviser, financial planner, broker, lender, credit counseling agency,
          debt settlement company, credit repair organization, law firm or tax preparer. Nothing in the Service is
          financial, investment, legal or tax advice, and using DebtWise does not create an advisory, fiduciary or
          attorney-client relationship. The information does not take into account your full financial situation, goals
          or risk tolerance.
        </p>
      </LegalSection>

      <LegalSection id="how-estimates-work" title="3. How our estimates work">
        <p>
          Payoff times, interest totals and savings figures are calculated from the numbers you enter, using these
          assumptions:
        </p>
        <ul>
          <li>
            Interest compounds monthly at the annual percentage rate (APR) divided by 12: each month, interest is the
            remaining balance multiplied by APR / 12.
          </li>
          <li>Interest rates and minimum payments stay the same for the life of each debt.</li>
          <li>Every payment, including any extra payment you plan, is made in full and on time each month.</li>
          <li>No new purchases, fees, penalties or promotional rate changes occur.</li>
        </ul>
        <p>
          Many lenders calculate interest daily, charge fees, or change rates and minimum payments over time, so your
          actual payoff date and interest cost will differ from our estimates. Always check your statements and your
          lender&rsquo;s figures.
        </p>
      </LegalSection>

      <LegalSection id="ai-content" title="4. AI-generated content">
        <p>
          Some explanations, answers and letters may be drafted with the help of artificial intelligence; otherwise they
          are written from templates. AI output can be incomplete or wrong. Review it carefully and verify anything
          important before you act on it.
        </p>
      </LegalSection>

      <LegalSection id="no-guarantee" title="5. No guarantee of outcomes">
        <p>
          We do not guarantee that you will become debt-free by any date, save any amount of interest, improve your
          credit score, or that any creditor will accept a hardship request, payment plan or settlement offer. Results
          depend on your circumstances, your creditors and your own actions. Figures shown on our website, including
          marketing statistics and the sample demo, are illustrative and do not predict your results.
        </p>
      </LegalSection>

      <LegalSection id="negotiation" title="6. Debt negotiation and settlement">
        <p>
          Negotiation letters are templates for you to review, edit and send yourself. Settling a debt for less than you
          owe or changing payment terms can affect your credit report, and forgiven debt may be taxable income. Under
          the Fair Debt Collection Practices Act you have rights when dealing with debt collectors; the Consumer
          Financial Protection Bureau (consumerfinance.gov) explains them. Keep copies of everything you send and get
          any agreement in writing before you pay.
        </p>
      </LegalSection>

      <LegalSection id="consult-professionals" title="7. Consult qualified professionals">
        <p>
          Before making significant financial decisions, consult professionals who can review your full situation, such
          as a nonprofit credit counselor, a certified financial planner, an attorney for legal questions about debts or
          collections, or a tax professional for questions about the tax effects of settled or forgiven debt.
        </p>
      </LegalSection>

      <LegalSection id="more" title="8. More information">
        <p>
          This disclaimer is part of our <Link href="/terms-of-service">Terms of Service</Link>. How we handle your
          information is described in our <Link href="/privacy-policy">Privacy Policy</Link>. Questions:{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
