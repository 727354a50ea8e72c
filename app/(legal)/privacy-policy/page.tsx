import type { Metadata } from "next";
import Link from "@/components/ui/link";

import { BILLING_POLICY } from "@/lib/billing/plans";
import { SUPPORT_EMAIL } from "@/components/layout/site-footer";
import { LegalDocument, LegalSection } from "../_components/legal-document";
import { PlanSummaryList } from "../_components/plan-terms";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "How DebtWise collects, uses, shares and protects your personal and financial information.",
};

export const dynamic = "force-static";

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      showLastUpdated
      summary="Your debts are personal. This policy explains what information DebtWise collects, why we collect it, who we share it with, and the choices you have."
    >
      <LegalSection id="overview" title="1. Who we are and what this policy covers">
        <p>
          DebtWise (&ldquo;DebtWise&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) provides a web application that helps
          adults in the United States organize personal debt, compare payoff strategies and track progress. This Privacy
          Policy applies to the DebtWise website and application, and to emails and text messages we send you. It should
          be read together with our <Link href="/terms-of-service">Terms of Service</Link> and our{" "}
          <Link href="/financial-disclaimer">Financial Disclaimer</Link>.
        </p>
        <p>
          We do not sell your personal information, and we do not share it for cross-context behavioral advertising.
        </p>
      </LegalSection>

      <LegalSection id="information-we-collect" title="2. Information we collect">
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account information:</strong> your name, email address and sign-in credentials. Passwords are stored
            only as salted hashes; if you sign in with another provider, we receive your name and email from that
            provider.
          </li>
          <li>
            <strong>Financial details you enter:</strong> the names, balances, interest rates and minimum payments of
            your debts, payments you log, savings goals, shared-plan contributions, and details you add to negotiation
            letters, such as a creditor&rsquo;s name and the last four digits of an account number. We never ask for
            full account numbers, online banking passwords or your Social Security number.
          </li>
          <li>
            <strong>Questions you ask:</strong> the text of questions you type or dictate to the voice assistant. Speech
            recognition runs in your browser; we receive the transcribed text, not an audio recording.
          </li>
          <li>
            <strong>Invitations and referrals:</strong> email addresses of people you invite to a shared plan or refer
            to DebtWise. We use them only to send the invitation you asked us to send and to track referral rewards.
          </li>
          <li>
            <strong>Support messages:</strong> what you tell us when you contact support.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            Technical data such as IP address, browser type, device type, pages visited and the date and time of
            requests, kept in server logs for security and troubleshooting.
          </li>
          <li>Essential cookies that keep you signed in (see section 8).</li>
        </ul>
        <h3>Payment information</h3>
        <p>
          Subscription payments are handled by our card payment processor. Your card number is entered directly into the
          processor&rsquo;s secure form; DebtWise never receives or stores your full card number. We receive a customer
          reference, your plan, the subscription status and billing dates.
        </p>
      </LegalSection>

      <LegalSection id="how-we-use" title="3. How we use your information">
        <ul>
          <li>To provide the service: calculate payoff strategies, show charts and progress, and keep your history.</li>
          <li>To send the reminders and notifications you turn on, and service messages about your account.</li>
          <li>To process subscriptions, free trials, refunds and referral rewards.</li>
          <li>To respond to support requests and communicate with you about changes to the service.</li>
          <li>To keep DebtWise secure, prevent fraud and abuse, and comply with law.</li>
          <li>To understand, in aggregate, how features are used so we can improve them.</li>
        </ul>
      </LegalSection>

      <LegalSection id="ai-features" title="4. AI-assisted features">
        <p>
          Some features, such as strategy explanations, voice assistant answers and negotiation letter drafts, may be
          drafted with the help of an artificial intelligence model; otherwise they are written from templates on our
          servers. When a model drafts them we send it only what the task needs, such as balances, interest rates, the
          strategy chosen or the letter details you entered. We do not send your password or payment card data. AI
          output can be wrong; please review it before relying on it.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="5. How we share information">
        <p>We share personal information only in these cases:</p>
        <ul>
          <li>
            <strong>Service providers</strong> that host the application, process payments, deliver email and text
            messages, and provide AI text generation. They may use the information only to perform services for us and
            must protect it.
          </li>
          <li>
            <strong>People you choose:</strong> members of a shared plan you create or join can see that plan&rsquo;s
            goal, progress, members and contributions.
          </li>
          <li>
            <strong>Legal reasons:</strong> when required by law, subpoena or court order, or to protect the rights,
            property or safety of our users, the public or DebtWise.
          </li>
          <li>
            <strong>Business transfers:</strong> as part of a merger, acquisition or sale of assets, in which case this
            policy continues to apply to your information.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="subscriptions" title="6. Subscriptions and billing">
        <p>DebtWise offers three plans:</p>
        <PlanSummaryList />
        <p>
          Paid plans renew automatically each month until cancelled. You may cancel at any time; cancellation is
          effective at the end of the current billing period, and you keep paid features until then. New subscribers are
          covered by a {BILLING_POLICY.moneyBackGuaranteeDays}-day money-back guarantee, and approved refunds are
          processed within {BILLING_POLICY.refundProcessingBusinessDays} business days to the original payment method.
          We will give at least {BILLING_POLICY.priceChangeNoticeDays} days&rsquo; notice before any price change takes
          effect. The full billing terms are in our <Link href="/terms-of-service">Terms of Service</Link>.
        </p>
      </LegalSection>

      <LegalSection id="communications" title="7. Email and text message reminders">
        <p>
          Payment reminders by email (Basic and Pro) and by text message (Pro) are sent only when you turn them on. You
          can turn them off at any time in the application, by using the unsubscribe link in an email, or by replying
          STOP to a text message. Message and data rates may apply. We will still send essential messages about your
          account and billing.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="8. Cookies and browser storage">
        <p>
          We use only essential cookies: a session cookie that keeps you signed in and security cookies that protect
          forms. If you choose a paid plan before signing in, your browser&rsquo;s session storage remembers that choice
          until you finish signing in. We do not use advertising or cross-site tracking cookies.
        </p>
      </LegalSection>

      <LegalSection id="security" title="9. How we protect your information">
        <p>
          We use encryption in transit (HTTPS), hashed passwords, access controls that limit each account to its own
          data, and monitoring of our systems. No method of transmission or storage is completely secure, so we cannot
          guarantee absolute security. Please use a strong, unique password and tell us promptly at{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you suspect unauthorized access to your account.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="10. How long we keep information">
        <p>
          We keep your information while your account is open. When you delete your account, we delete or de-identify
          your personal information within 30 days, except where we must keep certain records, such as billing and tax
          records, to meet legal obligations, resolve disputes or enforce our agreements.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="11. Your rights and choices">
        <p>Wherever you live in the United States, you can ask us to:</p>
        <ul>
          <li>give you access to, or a copy of, the personal information we hold about you;</li>
          <li>correct information that is inaccurate;</li>
          <li>delete your account and personal information.</li>
        </ul>
        <p>
          Residents of California and of other states with consumer privacy laws may have additional rights, including
          the right to know the categories of information collected and disclosed, and the right not to be discriminated
          against for exercising privacy rights. To make a request, email{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the address on your account. We will verify your
          request and respond within 45 days. You may use an authorized agent, who must provide proof of authorization.
        </p>
      </LegalSection>

      <LegalSection id="eligibility" title="12. Age requirement">
        <p>
          DebtWise is intended only for adults aged {BILLING_POLICY.minimumAge} or older. We do not knowingly collect
          information from anyone under {BILLING_POLICY.minimumAge}. If you believe a minor has created an account,
          contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="13. Changes to this policy">
        <p>
          We may update this Privacy Policy from time to time. The &ldquo;Last updated&rdquo; date at the top shows when
          it was last revised. If we make material changes, we will notify you by email or in the application before
          they take effect.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="14. Contact us">
        <p>
          Questions or requests about this policy: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
