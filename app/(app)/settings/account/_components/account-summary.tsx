import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

/** Who is signed in: name, address and plan, with the way to billing. */
export function AccountSummary({ name, email, planName }: { name: string; email: string; planName: string }) {
  return (
    <Card role="region" aria-labelledby="account-profile-heading">
      <CardHeader>
        <h2 id="account-profile-heading" className="text-lg font-semibold">
          Profile
        </h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Name</dt>
            <dd className="mt-1 font-medium break-words" data-testid="account-name">
              {name || "Not set"}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">E-mail</dt>
            <dd className="mt-1 font-medium break-all" data-testid="account-email">
              {email}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Plan</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium" data-testid="account-plan">
                {planName}
              </span>
              <Button asChild variant="link" size="sm" className="h-auto p-0">
                <Link href="/settings/billing">
                  Billing
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
