import type { Metadata } from "next";
import Link from "@/components/ui/link";

import { BILLING_POLICY, PLANS_BY_ID } from "@/lib/billing/plans";
import { SUPPORT_EMAIL } from "@/components/layout/site-footer";
import { LegalDocument, LegalSection } from "../_components/legal-document";
import { PlanSummaryList } from "../_components/plan-terms";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The terms that govern your use of DebtWise, including plans, billing, cancellation and refunds.",
};

export const dynamic = "force-static";

const { free, basic, pro } = PLANS_BY_ID;

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      showLastUpdated
      summary="These terms are an agreement between you and DebtWise. Please read them carefully: they explain your plan, how billing, cancellation and refunds work, and the limits of what DebtWise provides."
    >
      <LegalSection id="agreement" title="1. Agreement to these terms">
        <p>
          By creating an account or using DebtWise (the &ldquo;Service&rdquo;), you agree to these Terms of Service and
          to our <Link href="/privacy-policy">Privacy Policy</Link>. If you do not agree, do not use the Service.
        </p>
      </LegalSection>

      <LegalSection id="eligibility" title="2. Eligibility">
        <p>
          You must be at least {BILLING_POLICY.minimumAge} years old and able to form a binding contract to use
          DebtWise. The Service is designed for residents of the United States. By using it, you confirm that you meet
          these requirements.
        </p>
      </LegalSection>

      <LegalSection id="educational-service" title="3. Educational information, not advice">
        <p>
          DebtWise provides educational information and planning tools only. It is not a financial adviser, lender,
          credit counseling agency, debt settlement company, credit repair organization or law firm, and nothing in the
          Service is financial, investment, legal or tax advice. Payoff projections are estimates that depend on the
          information you enter and on assumptions described in our{" "}
          <Link href="/financial-disclaimer">Financial Disclaimer</Link>. You are responsible for your financial
          decisions and for making payments to your creditors; DebtWise does not make payments on your behalf.
        </p>
      </LegalSection>

      <LegalSection id="accounts" title="4. Your account">
        <p>
          Give accurate information when you register and keep your sign-in details confidential. You are responsible
          for activity on your account. Tell us immediately at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>{" "}
          if you suspect unauthorized use.
        </p>
      </LegalSection>

      <LegalSection id="plans" title="5. Subscription plans">
        <PlanSummaryList />
        <p>
          The {free.name} plan lets you track {free.debtLimit} debt at a time. Features available on each plan are
          described on our pricing page and may be improved over time.
        </p>
      </LegalSection>

      <LegalSection id="free-trial" title="6. Free trial">
        <p>
          The {basic.name} and {pro.name} plans include a {basic.trialDays}-day free trial. One free trial is available
          per account, on either plan. We will not charge you during the trial. If you switch between {basic.name} and{" "}
          {pro.name} during the trial, the trial keeps its original end date and the plan you are on then is the one
          that is charged. Unless you cancel before the trial ends, your subscription starts automatically and your
          payment method is charged the monthly price.
        </p>
      </LegalSection>

      <LegalSection id="billing" title="7. Billing and automatic renewal">
        <p>
          Paid plans are billed monthly in advance in US dollars and renew automatically at the end of each billing
          period until you cancel. By subscribing, you authorize us and our payment processor to charge your payment
          method for each renewal. There are no setup fees. Prices do not include any taxes that may apply, which will
          be shown before you pay. If a payment fails, we may retry it and, if it cannot be collected, move your account
          to the {free.name} plan.
        </p>
      </LegalSection>

      <LegalSection id="cancellation" title="8. Cancellation">
        <p>
          You can cancel anytime from your account or by contacting support. Cancellation is effective at the end of the
          current billing period: you keep paid features until then, you are not charged again, and your account then
          continues on the {free.name} plan. Your saved data is not deleted when you cancel; on the {free.name} plan you
          can view it but may not add debts beyond the {free.name} plan&rsquo;s limit.
        </p>
      </LegalSection>

      <LegalSection id="refunds" title="9. Refunds and money-back guarantee">
        <p>
          We offer a {BILLING_POLICY.moneyBackGuaranteeDays}-day money-back guarantee. If you are not satisfied, contact
          us within {BILLING_POLICY.moneyBackGuaranteeDays} days of your first paid charge and we will refund that
          charge in full. Approved refunds are processed within {BILLING_POLICY.refundProcessingBusinessDays} business
          days to your original payment method; your bank may take additional time to show the credit. Outside the
          guarantee, charges already made for a billing period are not refundable except where required by law.
        </p>
      </LegalSection>

      <LegalSection id="price-changes" title="10. Price changes">
        <p>
          We may change plan prices. We will notify you by email at least {BILLING_POLICY.priceChangeNoticeDays} days
          before a new price applies to you, and the change will take effect at the start of your next billing period
          after that notice. If you do not agree to the new price, you can cancel before it takes effect.
        </p>
      </LegalSection>

      <LegalSection id="acceptable-use" title="11. Acceptable use">
        <p>You agree not to:</p>
        <ul>
          <li>use the Service for anything unlawful, fraudulent or harmful;</li>
          <li>enter information about another person without their permission;</li>
          <li>
            try to access other users&rsquo; data, probe or break the Service&rsquo;s security, or disrupt its
            operation;
          </li>
          <li>scrape, copy or resell the Service, or use automated means to access it without our permission;</li>
          <li>abuse referral rewards, for example by referring yourself or creating fake accounts.</li>
        </ul>
      </LegalSection>

      <LegalSection id="ai-content" title="12. AI-generated content and negotiation letters">
        <p>
          Strategy explanations, voice assistant answers and negotiation letter drafts may be drafted with the help of
          AI; otherwise they are written from templates. Either way they may contain errors. Review and edit any letter
          before sending it. DebtWise does not contact creditors for you, does not negotiate on your behalf, and cannot
          promise that a creditor will accept any proposal.
        </p>
      </LegalSection>

      <LegalSection id="shared-plans-referrals" title="13. Shared plans and referrals">
        <p>
          When you create or join a shared plan, its members can see the plan&rsquo;s goal, progress, members and
          contributions. Contributions recorded in a shared plan are records only; DebtWise does not move money.
        </p>
        <p>
          Through the referral program, you earn a $10 reward for each friend who signs up with your link and becomes a
          paid subscriber. Rewards are not transferable, have no cash value except as we state, and may be withheld in
          cases of abuse.
        </p>
      </LegalSection>

      <LegalSection id="third-parties" title="14. Third-party services">
        <p>
          Payments are processed by a third-party payment processor under its own terms, and optional email and text
          reminders are delivered through third-party providers. We are not responsible for services we do not control.
        </p>
      </LegalSection>

      <LegalSection id="intellectual-property" title="15. Intellectual property">
        <p>
          The Service, including its software, design and content, belongs to DebtWise and its licensors. We grant you a
          personal, non-transferable, revocable license to use it under these terms. You keep ownership of the
          information you enter and grant us permission to use it to provide the Service.
        </p>
      </LegalSection>

      <LegalSection id="disclaimers" title="16. Disclaimer of warranties">
        <p>
          The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the fullest extent permitted by
          law, we disclaim all warranties, express or implied, including merchantability, fitness for a particular
          purpose and non-infringement, and we do not warrant that projections will match your actual results or that
          the Service will be uninterrupted or error-free.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="17. Limitation of liability">
        <p>
          To the fullest extent permitted by law, DebtWise will not be liable for indirect, incidental, special,
          consequential or punitive damages, or for lost profits, fees, interest or credit score changes arising from
          your use of the Service. Our total liability for any claim is limited to the amount you paid us in the 12
          months before the claim. Some states do not allow these limitations, so they may not apply to you.
        </p>
      </LegalSection>

      <LegalSection id="indemnification" title="18. Indemnification">
        <p>
          You agree to indemnify DebtWise against claims arising from your misuse of the Service or your violation of
          these terms, to the extent permitted by law.
        </p>
      </LegalSection>

      <LegalSection id="termination" title="19. Suspension and termination">
        <p>
          You may close your account at any time. We may suspend or close accounts that violate these terms, with notice
          where practical. If we close your paid account without cause, we will refund the unused portion of your
          current billing period.
        </p>
      </LegalSection>

      <LegalSection id="disputes" title="20. Governing law and disputes">
        <p>
          Before starting any formal proceeding, please contact us so we can try to resolve the issue informally within
          60 days. These terms are governed by the laws of the United States and the state in which the provider of
          DebtWise is organized, without regard to conflict-of-law rules; consumer protection laws of your state of
          residence that cannot be waived still apply.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="21. Changes to these terms">
        <p>
          We may update these terms. The &ldquo;Last updated&rdquo; date at the top shows the latest revision. We will
          notify you of material changes by email or in the application before they take effect; continuing to use the
          Service afterwards means you accept the updated terms.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="22. Contact us">
        <p>
          Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
