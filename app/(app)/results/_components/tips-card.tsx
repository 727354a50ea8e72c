import { BarChart3, PiggyBank, Target } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const TIPS = [
  {
    icon: Target,
    title: "Stay focused",
    text: "Keep paying every minimum and aim the rest at your top-priority debt. Avoid new charges on the cards you are paying down.",
  },
  {
    icon: PiggyBank,
    title: "Make extra payments",
    text: "Even $25 or $50 more a month shortens the plan. Put raises, refunds and bonuses toward your target debt.",
  },
  {
    icon: BarChart3,
    title: "Track your progress",
    text: "Log each payment and recalculate when a balance or rate changes. Watching the balances fall keeps you motivated.",
  },
] as const;

export function TipsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Tips for Success</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-6 md:grid-cols-3">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
