"use client";

import { useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus, Target } from "lucide-react";

import { MAX_GOALS, type GoalDto } from "@/lib/goals/types";
import { formatCentsAsDollars } from "@/lib/format";
import { parseMoneyToCents } from "@/lib/payoff/money";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { dialogOnFirstOpen } from "@/components/ui/after-hydration";
import { GoalCard } from "./goal-card";
import { GoalTips } from "./goal-tips";
import { GoalsUpgradeCard } from "./goals-upgrade-card";
import { SkeletonList } from "@/components/ui/loading-region";
import { EmptyState } from "@/components/feedback/empty-state";
import { LoadError } from "@/components/feedback/load-error";

// The goals list with its loading, error and empty states, the Create Goal dialog (or, on Free, the upgrade
// card in its place) and the tips beside it.

// Its form, Radix Dialog and Select load the first time Create Goal is clicked, and it opens once they arrive (it
// renders nothing while closed).
const CreateGoalDialog = dialogOnFirstOpen(() => import("./create-goal-dialog").then((m) => m.CreateGoalDialog));

export function GoalsView({ canSetGoals }: { canSetGoals: boolean }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery<GoalDto[]>({ queryKey: queryKeys.goals });
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  // Focus lands on the heading when the focused card goes away (deleted), instead of falling to the page body.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const createButtonRef = useRef<HTMLButtonElement>(null);

  const goals = data ?? [];
  const atLimit = goals.length >= MAX_GOALS;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
      <section aria-labelledby="goals-heading" className="min-w-0 space-y-4 lg:col-span-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h2 id="goals-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
              Your Goals
            </h2>
            {data && data.length > 0 ? <p className="text-sm text-muted-foreground">{summaryLine(data)}</p> : null}
          </div>
          {canSetGoals ? (
            <Button
              ref={createButtonRef}
              type="button"
              onClick={() => setIsCreateOpen(true)}
              disabled={isPending || atLimit}
              title={atLimit ? `You can have up to ${MAX_GOALS} goals` : undefined}
            >
              <Plus aria-hidden="true" />
              Create Goal
            </Button>
          ) : null}
        </div>
        {atLimit && canSetGoals ? (
          <p className="text-sm text-muted-foreground">
            You can have up to {MAX_GOALS} goals. Delete one to add another.
          </p>
        ) : null}

        {canSetGoals ? null : <GoalsUpgradeCard />}

        {isPending ? (
          <GoalsSkeleton />
        ) : isError ? (
          <LoadError what="your goals" error={error} onRetry={() => void refetch()} retrying={isRefetching} />
        ) : goals.length === 0 ? (
          <EmptyGoals canSetGoals={canSetGoals} onCreate={() => setIsCreateOpen(true)} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Goals">
            {goals.map((goal) => (
              <li key={goal.id} className="min-w-0">
                <GoalCard goal={goal} canChange={canSetGoals} onDeleted={() => headingRef.current?.focus()} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <GoalTips />

      {canSetGoals ? (
        <CreateGoalDialog open={isCreateOpen} onOpenChange={setIsCreateOpen} fallbackFocusRef={createButtonRef} />
      ) : null}
    </div>
  );
}

function summaryLine(goals: GoalDto[]): string {
  const savedCents = goals.reduce((sum, g) => sum + parseMoneyToCents(g.currentAmount), 0);
  const completed = goals.filter((g) => g.isCompleted).length;
  const count = `${goals.length} ${goals.length === 1 ? "goal" : "goals"}`;
  return `${formatCentsAsDollars(savedCents)} saved across ${count}${completed > 0 ? `, ${completed} completed` : ""}.`;
}

function EmptyGoals({ canSetGoals, onCreate }: { canSetGoals: boolean; onCreate: () => void }) {
  return (
    <EmptyState icon={Target} title="No goals yet">
      {canSetGoals ? (
        <>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">
            Start with a small emergency fund, then save for what matters next. Each goal shows how close you are.
          </p>
          <Button type="button" className="mt-5" onClick={onCreate}>
            <Plus aria-hidden="true" />
            Create Your First Goal
          </Button>
        </>
      ) : (
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">
          Upgrade to Basic or Pro to set an emergency fund, savings or investment goal and track every dollar you put
          toward it.
        </p>
      )}
    </EmptyState>
  );
}

function GoalsSkeleton() {
  return (
    <SkeletonList
      label="Loading your goals..."
      count={2}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      itemClassName="h-64 rounded-xl"
    />
  );
}
