import {
  ArrowRight,
  BellRing,
  Brain,
  ChartLine,
  Check,
  FlaskConical,
  ShieldCheck,
  Smartphone,
  NotebookText,
  Sparkles,
  TrendingDown,
  type LucideIcon,
} from "lucide-react";

import { BILLING_POLICY } from "@/lib/billing/plans";
import { loginRedirectPath } from "@/lib/routes";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { PricingCards } from "./pricing-cards";
import { ViewDemoButton } from "./view-demo-button";
import { samplePlan } from "@/components/marketing/sample-plan";

// The marketing page for signed-out visitors. A server component with no request data, so
// "/" is prerendered once and served as a static file; the only client code is the two small islands.

// Facts about the product, not measurements of a user base we would have to invent.
const STATS = [
  { value: "$0", label: "To start, on the Free plan" },
  { value: "2", label: "Payoff methods compared" },
  { value: "To the cent", label: "Interest, month by month" },
] as const;

const FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Plans Explained Plainly",
    description:
      "Get a personalized payoff plan that compares Avalanche and Snowball and explains the best path in plain language.",
    icon: Brain,
  },
  {
    title: "Interactive Visualizations",
    description: "Watch your balances fall month by month with clear charts of your payoff timeline and debt mix.",
    icon: ChartLine,
  },
  {
    title: "Smart Reminders",
    description: "Stay on track with email reminders before each payment is due (Basic), and SMS reminders too (Pro).",
    icon: BellRing,
  },
  {
    // Each clause is proven in tests/unit/plan-claims.test.ts ("the landing page's security card").
    title: "Private and Secure",
    description:
      "Passwords are stored only as salted hashes, sign-in attempts are rate-limited, and you can sign out of every device at once. We never sell your personal information.",
    icon: ShieldCheck,
  },
  {
    title: "Mobile Optimized",
    description: "Check your plan, log payments and track progress from any device, at home or on the go.",
    icon: Smartphone,
  },
  {
    title: "Advanced Simulations",
    description: "Run what-if scenarios to see how extra payments change your debt-free date and total interest.",
    icon: FlaskConical,
  },
];

/** Computed by the payoff engine when "/" is prerendered (components/marketing/sample-plan.ts). */
const DEMO = samplePlan();
const AVALANCHE = DEMO.strategies.find((s) => s.name === "Avalanche")!;

/**
 * "Start Free Trial" signs the visitor in (or up) and then opens /subscribe, where a paid plan's 14-day trial is
 * started (docs/product-rules.md "Plans and limits"); signing in alone gives a Free account, not a trial.
 */
const START_TRIAL_HREF = loginRedirectPath("/subscribe");

const DEMO_SECTION_ID = "demo";
const DEMO_HEADING_ID = "demo-heading";

export function LandingPage() {
  return (
    <main id="main">
      <Hero />
      <Features />
      <Demo />
      <Pricing />
    </main>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-linear-to-b from-accent via-background to-background"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-2 lg:px-8 lg:pb-28">
        <div>
          <Badge variant="outline" className="gap-1.5 border-primary/30 bg-background px-3 py-1 text-sm text-primary">
            <Sparkles aria-hidden="true" className="size-3.5" />
            Debt payoff planning, explained
          </Badge>
          <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Become <span className="whitespace-nowrap">debt-free</span> faster with a{" "}
            <span className="text-primary">plan you understand</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Enter your debts and DebtWise compares the Avalanche and Snowball methods, shows when you will be debt-free,
            and explains the plan in plain English. Then it keeps you on track with reminders and progress you can see.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="h-12 px-6 text-base">
              <a href={START_TRIAL_HREF}>
                Start Free Trial
                <ArrowRight aria-hidden="true" className="size-5" />
              </a>
            </Button>
            <ViewDemoButton
              targetId={DEMO_SECTION_ID}
              headingId={DEMO_HEADING_ID}
              className={cn(buttonVariants({ variant: "outline", size: "lg" }), "h-12 px-6 text-base")}
            />
          </div>
          <dl className="mt-12 grid max-w-lg grid-cols-3 gap-6 border-t pt-8">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="flex items-center gap-1 text-2xl font-bold tracking-tight sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/**
 * A decorative preview of a plan; the demo section below carries the same information as text. Every figure is the
 * avalanche sample's, bars included (its total balance at evenly spaced months), and tests/unit/landing-sample-plan
 * checks the sentence at the bottom holds for the sample.
 */
function HeroIllustration() {
  return (
    <div
      aria-hidden="true"
      data-testid="hero-illustration"
      className="relative mx-auto hidden w-full max-w-md sm:block lg:max-w-none"
    >
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-primary/10 blur-2xl" />
      <div className="rounded-2xl border bg-card p-6 shadow-xl">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-sm text-muted-foreground">Debt-free in</p>
            <p className="text-3xl font-bold">{AVALANCHE.months} months</p>
          </div>
          <span className="flex size-12 items-center justify-center rounded-xl bg-success/10 text-success">
            <TrendingDown className="size-6" />
          </span>
        </div>
        <div className="mt-6 flex h-36 items-end gap-1.5">
          {AVALANCHE.balanceBars.map((bar, index) => (
            <div
              key={bar.month}
              className="flex-1 rounded-t-sm bg-primary/80"
              style={{ height: `${bar.percent}%`, opacity: 0.45 + index * 0.045 }}
            />
          ))}
        </div>
        <div className="mt-6 grid grid-cols-2 gap-4 text-sm">
          <div className="rounded-lg border bg-background p-3">
            <p className="text-muted-foreground">Strategy</p>
            <p className="font-semibold">Avalanche</p>
          </div>
          <div className="rounded-lg border bg-background p-3">
            <p className="text-muted-foreground">Interest saved</p>
            <p className="font-semibold text-success">{AVALANCHE.interestSaved}</p>
          </div>
        </div>
        <div className="mt-4 flex gap-3 rounded-lg border border-primary/20 bg-accent p-3 text-sm">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" />
          <p>Paying your highest-rate card first saves the most interest.</p>
        </div>
      </div>
    </div>
  );
}

function SectionHeader({
  id,
  eyebrow,
  title,
  description,
  focusable = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  focusable?: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2
        id={id}
        tabIndex={focusable ? -1 : undefined}
        className="mt-2 scroll-mt-24 text-3xl font-bold tracking-tight text-balance outline-none sm:text-4xl"
      >
        {title}
      </h2>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
    </div>
  );
}

function Features() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="features-heading"
          eyebrow="Features"
          title="Everything you need to become debt-free"
          description="Smart planning, steady reminders and clear progress, so every payment moves you closer to zero."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Demo() {
  return (
    <section
      id={DEMO_SECTION_ID}
      aria-labelledby={DEMO_HEADING_ID}
      className="scroll-mt-16 border-y bg-muted/50 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id={DEMO_HEADING_ID}
          focusable
          eyebrow="Demo"
          title="See How It Works"
          description={`A sample of ${DEMO.totalDebt} across two cards and two loans, with ${DEMO.extra} a month on top of the minimums, run through the same engine as your plan. Interest saved is against paying only the minimums.`}
        />
        <div className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {DEMO.strategies.map((strategy) => (
            <article
              key={strategy.name}
              aria-labelledby={`demo-${strategy.name.toLowerCase()}`}
              className={
                strategy.isRecommended
                  ? "rounded-2xl border border-primary bg-card p-6 shadow-md ring-1 ring-primary"
                  : "rounded-2xl border bg-card p-6 shadow-sm"
              }
            >
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 id={`demo-${strategy.name.toLowerCase()}`} className="text-xl font-semibold">
                    {strategy.name}
                  </h3>
                  <p className="text-sm text-muted-foreground">{strategy.rule}</p>
                </div>
                {strategy.isRecommended && <Badge variant="success">Best for this plan</Badge>}
              </div>
              <dl className="mt-6 grid grid-cols-2 gap-4">
                <div className="rounded-xl bg-muted p-4">
                  <dt className="text-sm text-muted-foreground">Debt-free in</dt>
                  <dd className="mt-1 text-2xl font-bold">{strategy.months} months</dd>
                </div>
                <div className="rounded-xl bg-muted p-4">
                  <dt className="text-sm text-muted-foreground">Interest saved</dt>
                  <dd className="mt-1 text-2xl font-bold text-success">{strategy.interestSaved}</dd>
                </div>
              </dl>
            </article>
          ))}
        </div>
        <aside
          aria-labelledby="demo-insight-heading"
          className="mx-auto mt-6 flex max-w-4xl gap-4 rounded-2xl border border-primary/20 bg-card p-6 shadow-sm"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <NotebookText aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 id="demo-insight-heading" className="font-semibold">
              The sample plan in brief
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{DEMO.summary}</p>
          </div>
        </aside>
        <div className="mt-10 flex flex-col items-center gap-3">
          <Button asChild size="lg" className="h-12 px-6 text-base">
            <a href="/api/login">
              Try the Full Calculator
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </Button>
          <p className="text-xs text-muted-foreground">
            Sample figures for illustration. Your plan uses your own numbers.
          </p>
        </div>
      </div>
    </section>
  );
}

function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="pricing-heading"
          eyebrow="Pricing"
          title="Simple, transparent pricing"
          description="Start free and upgrade when you are ready for more debts, reminders and deeper insights."
        />
        <div className="mt-16">
          <PricingCards />
        </div>
        <ul className="mt-12 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-sm text-muted-foreground sm:flex-row">
          {BILLING_POLICY.claims.map((claim) => (
            <li key={claim} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-success" />
              {claim}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
