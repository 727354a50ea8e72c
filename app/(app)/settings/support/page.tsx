import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { requireUser } from "@/lib/auth/current-user";
import { getPlan } from "@/lib/billing/plans";
import { supportResponseText } from "@/lib/support/policy";
import { LifeBuoy, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CardHeader } from "@/components/ui/card";
import { SupportForm } from "./_components/support-form";

export const metadata: Metadata = { title: "Support" };

// The support section of the account menu (docs/product-rules.md "Screens and routes"): a form that mails the
// team, with the plan in the subject. The answer text is the one the server sends back (lib/support/policy.ts): Pro
// requests are marked priority and answered first; nobody is promised a response time.
export default async function SupportSettingsPage() {
  const user = await requireUser();
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
        header={
          <CardHeader className="space-y-2">
            <h2 id="support-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              <LifeBuoy aria-hidden="true" className="size-5 text-primary" />
              Send us a message
              {priority ? (
                <Badge variant="success">
                  <Sparkles aria-hidden="true" />
                  Priority
                </Badge>
              ) : null}
            </h2>
            <p className="text-sm text-muted-foreground" data-testid="support-response">
              You are on the {plan.name} plan. {supportResponseText(plan.id)}
            </p>
            {priority ? null : (
              <p className="text-sm text-muted-foreground">
                Priority support is part of the Pro plan.{" "}
                <Link href="/subscribe" className="underline underline-offset-4">
                  Compare plans
                </Link>
              </p>
            )}
          </CardHeader>
        }
      />
    </div>
  );
}
