import { Gift, Share2, UserPlus, type LucideIcon } from "lucide-react";

import { formatDollars } from "@/lib/format";
import { REFERRAL_REWARD } from "@/lib/referrals/types";
import { cn } from "@/lib/utils";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const reward = formatDollars(REFERRAL_REWARD, { whole: true });

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Share2,
    title: "Share your link",
    text: "Create your personal referral link and send it to friends who want to get out of debt.",
  },
  {
    icon: UserPlus,
    title: "Your friend signs up",
    text: "They create a free DebtWise account from your link and start their payoff plan.",
  },
  {
    icon: Gift,
    title: `You earn ${reward}`,
    text: `When your friend becomes a paid subscriber, ${reward} is credited to your account. There is no limit on how many friends you refer.`,
  },
];

export function HowItWorks({ className }: { className?: string }) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle>
          <h2>How It Works</h2>
        </CardTitle>
        <CardDescription>{reward} for every friend who becomes a paid subscriber.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {i + 1}
              </span>
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 text-sm font-medium">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {title}
                </span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
