"use client";

import { useId, type ReactNode } from "react";
import Link from "@/components/ui/link";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, CalendarClock, Lock, Mail, MessageSquareText } from "lucide-react";

import type { PlanFlags } from "@/lib/billing/plans";
import type { DebtDto } from "@/lib/debts/types";
import { DAYS_BEFORE_MAX, DAYS_BEFORE_MIN, ordinalDay, type ReminderPreferencesDto } from "@/lib/reminders/types";
import { cn } from "@/lib/utils";
import { queryKeys } from "@/lib/query-keys";
import { LoadErrorNotice } from "@/components/feedback/load-error-notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
// The days-before list is a LazySelect: Radix Select and its positioning engine load after the page.
import { LazySelect } from "@/components/ui/lazy-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { PhoneVerification } from "./phone-verification";
import { daysBeforeLabel, formatPhone, plansIncluding, useUpdatePreferences } from "./reminder-client";
import { LoadingRegion } from "@/components/ui/loading-region";

const DAYS_BEFORE_OPTIONS = Array.from(
  { length: DAYS_BEFORE_MAX - DAYS_BEFORE_MIN + 1 },
  (_, i) => DAYS_BEFORE_MIN + i,
);

export function RemindersSettings() {
  const query = useQuery<ReminderPreferencesDto>({ queryKey: queryKeys.reminderPreferences });
  const update = useUpdatePreferences();

  if (query.isPending) return <SettingsSkeleton />;
  if (query.isError) {
    return (
      <LoadErrorNotice
        what="your reminder settings"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const prefs = query.data;
  // While a change is saving, show it as made; a failure puts the saved value back (and says so in a toast).
  const shown: ReminderPreferencesDto = update.isPending ? { ...prefs, ...definedOnly(update.variables) } : prefs;
  const anyChannel = prefs.emailAvailable || prefs.smsAvailable;

  return (
    <div className="space-y-6">
      <Card role="region" aria-labelledby="email-reminders-heading">
        <CardHeader>
          <h2 id="email-reminders-heading" className="flex items-center gap-2 leading-none font-semibold">
            <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
            Email
          </h2>
          <CardDescription className="break-words">
            Reminder e-mails go to <span className="font-medium text-foreground">{prefs.email}</span>. Each one has a
            link to unsubscribe.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <SwitchRow
            label="Email reminders"
            description="A reminder before each due date, and one more if no payment is logged by then."
            checked={shown.emailEnabled}
            disabled={!prefs.emailAvailable || update.isPending}
            onCheckedChange={(emailEnabled) => update.mutate({ emailEnabled })}
          />
          {!prefs.emailAvailable && <PlanHint flag="emailReminders" label="Email reminders" />}
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby="sms-reminders-heading">
        <CardHeader>
          <h2 id="sms-reminders-heading" className="flex items-center gap-2 leading-none font-semibold">
            <MessageSquareText aria-hidden="true" className="size-4 text-muted-foreground" />
            Text messages (SMS)
          </h2>
          <CardDescription>
            Short texts to your verified mobile number. Reply STOP to any reminder text to stop them. Message and data
            rates may apply.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <SwitchRow
            label="SMS reminders"
            description={
              !prefs.smsAvailable
                ? "Texts before each due date and after a missed one."
                : prefs.phoneNumber
                  ? `Texts go to ${formatPhone(prefs.phoneNumber)}.`
                  : "Verify your mobile number below to turn on SMS reminders."
            }
            checked={shown.smsEnabled}
            disabled={!prefs.smsAvailable || !prefs.phoneNumber || update.isPending}
            onCheckedChange={(smsEnabled) => update.mutate({ smsEnabled })}
          />
          {prefs.smsAvailable && !prefs.emailVerified ? (
            <p className="rounded-lg border border-dashed p-3 text-sm" data-testid="phone-verify-email-first">
              <strong className="font-semibold">Verify your e-mail first.</strong> You can add a mobile number once your
              address is confirmed: open the link we sent you, or resend it at the top of this page.
            </p>
          ) : prefs.smsAvailable ? (
            <PhoneVerification prefs={prefs} />
          ) : (
            <PlanHint flag="smsReminders" label="SMS reminders" />
          )}
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby="timing-heading">
        <CardHeader>
          <h2 id="timing-heading" className="flex items-center gap-2 leading-none font-semibold">
            <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
            Timing
          </h2>
          <CardDescription>
            If no payment is logged by the due date, we send one more reminder within 3 days after it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TimingSelect
            value={shown.daysBefore}
            disabled={!anyChannel || update.isPending}
            onChange={(daysBefore) => update.mutate({ daysBefore })}
          />
        </CardContent>
      </Card>

      <DueDaysCard />
    </div>
  );
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function SwitchRow({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
    </div>
  );
}

function PlanHint({ flag, label }: { flag: keyof PlanFlags; label: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>
          {label} are included in {plansIncluding(flag)}.
        </span>
      </p>
      <Button asChild size="sm" variant="outline" className="self-start sm:self-auto">
        <Link href="/subscribe">
          Upgrade
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

function TimingSelect({
  value,
  disabled,
  onChange,
}: {
  value: number;
  disabled: boolean;
  onChange: (days: number) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Due-soon reminder</Label>
      <LazySelect
        id={id}
        value={String(value)}
        onValueChange={(v) => onChange(Number(v))}
        options={DAYS_BEFORE_OPTIONS.map((days) => ({ value: String(days), label: daysBeforeLabel(days) }))}
        disabled={disabled}
        position="popper"
        className="w-full sm:w-56"
        aria-describedby={`${id}-description`}
      />
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        How many days before each due date the first reminder goes out.
      </p>
    </div>
  );
}

/** Reminders follow each debt's due day; this shows which debts have one and where to set it. */
function DueDaysCard() {
  const { data, isPending, isError } = useQuery<DebtDto[]>({ queryKey: queryKeys.debts });
  const open = (data ?? []).filter((d) => !d.isClosed);
  const withoutDueDay = open.filter((d) => d.dueDay === null).length;

  return (
    <Card role="region" aria-labelledby="due-days-heading">
      <CardHeader>
        <h2 id="due-days-heading" className="leading-none font-semibold">
          Due days
        </h2>
        <CardDescription>
          Reminders are sent for debts with a due day. Set each debt&apos;s due day under Your Debts on the dashboard.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">We couldn&apos;t load your debts just now.</p>
        ) : open.length === 0 ? (
          <p className="text-sm text-muted-foreground">No debts yet. Add a debt, then give it a due day.</p>
        ) : (
          <ul className="divide-y rounded-lg border text-sm" aria-label="Due days of your debts">
            {open.map((debt) => (
              <li key={debt.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 truncate" title={debt.name}>
                  {debt.name}
                </span>
                <span className={cn("shrink-0", debt.dueDay === null && "text-muted-foreground")}>
                  {debt.dueDay === null ? "No due day" : `Due on the ${ordinalDay(debt.dueDay)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
        {withoutDueDay > 0 && (
          <p className="text-sm text-muted-foreground">
            {withoutDueDay === 1 ? "1 debt has" : `${withoutDueDay} debts have`} no due day, so no reminders are sent
            for {withoutDueDay === 1 ? "it" : "them"}.
          </p>
        )}
        <Button asChild size="sm" variant="outline">
          <Link href="/">
            Set due days on the dashboard
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function SettingsSkeleton(): ReactNode {
  return (
    <LoadingRegion label="Loading your reminder settings..." className="space-y-6">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-40 rounded-xl" aria-hidden="true" />
      ))}
    </LoadingRegion>
  );
}
