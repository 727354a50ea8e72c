import Link from "@/components/ui/link";
import { ChartLine, FileText, Gift, GraduationCap, Mic, Target, Trophy, Users, type LucideIcon } from "lucide-react";

// The feature grid. The negotiation card links to /negotiations, the Negotiation Center's address in the route
// table and the navigation bar (/negotiate serves the same screen).

const FEATURES: { href: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    href: "/voice",
    title: "Voice Assistant",
    description: "Ask about your debts out loud and hear the answer.",
    icon: Mic,
  },
  {
    href: "/goals",
    title: "Financial Goals",
    description: "Build an emergency fund and savings alongside your payoff.",
    icon: Target,
  },
  {
    href: "/education",
    title: "Education Hub",
    description: "Short lessons on debt, credit, saving and investing.",
    icon: GraduationCap,
  },
  {
    href: "/challenges",
    title: "Community Challenges",
    description: "Join challenges and climb the leaderboard.",
    icon: Trophy,
  },
  {
    href: "/negotiations",
    title: "Negotiation Letters",
    description: "Letters drafted from your numbers, asking creditors for better terms.",
    icon: FileText,
  },
  {
    href: "/gamification",
    title: "Progress Tracking",
    description: "Your streak, level and the badges you have earned.",
    icon: ChartLine,
  },
  {
    href: "/shared-plans",
    title: "Shared Plans",
    description: "Reach a goal together with family and friends.",
    icon: Users,
  },
  {
    href: "/referrals",
    title: "Refer Friends",
    description: "Earn $10 for every friend who becomes a paid subscriber.",
    icon: Gift,
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="space-y-3">
      <h2 id="features-heading" className="text-lg font-semibold">
        Explore DebtWise
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FEATURES.map(({ href, title, description, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex h-full items-start gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors outline-none hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium">{title}</span>
                <span className="mt-0.5 block text-xs text-muted-foreground">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
