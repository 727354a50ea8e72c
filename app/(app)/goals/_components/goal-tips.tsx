import { CalendarDays, Lightbulb, Repeat, ShieldCheck, TrendingUp, type LucideIcon } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

// Goal tips: start with a $1,000 emergency fund, then build to 3-6 months of expenses.
// Educational only, like everything the product says about money.

const TIPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: "Start with $1,000",
    text: "A starter emergency fund of $1,000 covers most surprise bills, so a flat tire or a doctor's visit doesn't go back on a credit card.",
  },
  {
    icon: TrendingUp,
    title: "Then build to 3-6 months of expenses",
    text: "Once your high-interest debt is under control, grow the fund until it covers three to six months of essentials: rent, food, utilities and minimum payments.",
  },
  {
    icon: Repeat,
    title: "Automate it",
    text: "Set a monthly auto-save amount and schedule the transfer for payday. Money that moves before you see it is money you don't miss.",
  },
  {
    icon: CalendarDays,
    title: "Give every goal a date",
    text: "A target date turns a wish into a plan: divide what is left by the months remaining and you know exactly what to set aside.",
  },
];

export function GoalTips() {
  return (
    <Card className="gap-4" aria-labelledby="goal-tips-heading" role="region">
      <CardHeader>
        <CardTitle>
          <h2 id="goal-tips-heading" className="flex items-center gap-2">
            <Lightbulb aria-hidden="true" className="size-5 text-primary" />
            Tips for Reaching Your Goals
          </h2>
        </CardTitle>
        <CardDescription>Small, steady steps add up faster than you think.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium">{title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
