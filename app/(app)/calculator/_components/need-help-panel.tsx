import { CreditCard, GraduationCap, HelpCircle, Landmark } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const TIPS = [
  {
    icon: CreditCard,
    title: "Credit cards",
    points: [
      'Your statement shows the balance, the minimum payment due and the purchase APR (often in an "Interest charge calculation" box).',
      "Use the purchase APR, not a promotional 0% rate, unless the promotion lasts the whole plan.",
    ],
  },
  {
    icon: GraduationCap,
    title: "Student loans",
    points: [
      "Federal loans: sign in at studentaid.gov to see each loan's balance and interest rate; your servicer's bill shows the monthly payment.",
      "Private loans: check your lender's website or monthly statement.",
    ],
  },
  {
    icon: Landmark,
    title: "Other debts",
    points: [
      "Car, personal and medical loans: your loan agreement or online account lists the rate and the fixed monthly payment.",
      "Not sure of a rate? Call the lender and ask for the current APR and payoff balance.",
    ],
  },
] as const;

/** The 'Need Help' panel: where to find the numbers the calculator asks for. */
export function NeedHelpPanel() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <HelpCircle aria-hidden="true" className="size-5 text-primary" />
          <h2>Need Help?</h2>
        </CardTitle>
        <CardDescription>Where to find your balance, APR and minimum payment.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {TIPS.map(({ icon: Icon, title, points }) => (
          <section key={title} aria-label={title}>
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
              {title}
            </h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
              {points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className="border-t pt-4 text-xs text-muted-foreground">
          Estimates assume interest compounds monthly at APR/12. Educational information only, not financial advice.
        </p>
      </CardContent>
    </Card>
  );
}
