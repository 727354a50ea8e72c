import type { Metadata } from "next";
import Link from "next/link";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getPlan } from "@/lib/billing/plans";
import { supportResponseText } from "@/lib/support/policy";
import { SupportForm } from "./_components/support-form";

export const metadata: Metadata = { title: "Support" };

// The support section of the account menu (issue 16 item 6): a form that mails the team, with the plan in the
// subject. The answer text is the one the server sends back (lib/support/policy.ts): Pro requests are marked
// priority and answered first; nobody is promised a response time.
export default async function SupportSettingsPage() {
  const user = (await getCurrentUser())!; // the (app) layout has already required a user
  const plan = getPlan(user.subscriptionPlan);
  const priority = plan.flags.prioritySupport;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Contact support</h1>
        <p className="mt-1.5 text-muted-foreground">
          Ask about your plan, your account or anything that is not working. We reply to {user.email}.
        </p>
      </header>
      <SupportForm
        planName={plan.name}
        priority={priority}
        responseText={supportResponseText(plan.id)}
        upgradeNote={
          priority ? null : (
            <>
              Priority support is part of the Pro plan. <Link href="/subscribe" className="underline underline-offset-4">Compare plans</Link>
            </>
          )
        }
      />
    </div>
  );
}
