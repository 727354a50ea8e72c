"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { PLANS, type PlanFlags } from "@/lib/billing/plans";
import { ApiError, apiJson, errorMessage } from "@/lib/client/api-client";
import type { ReminderPreferencesDto } from "@/lib/reminders/types";
import type { TReminderPreferences } from "@/lib/validations/reminders";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/hooks/use-toast";

// What the reminder settings' pieces share: the one save mutation, plan wording, and error and phone display.

/** Saves one change (PUT sends only what changed), puts the answer in the cache and says what happened. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TReminderPreferences) =>
      apiJson<ReminderPreferencesDto>("PUT", "/api/reminders/preferences", change),
    onSuccess: (prefs, change) => {
      queryClient.setQueryData(queryKeys.reminderPreferences, prefs);
      toast({ title: "Reminder settings saved", description: describeChange(change, prefs) });
    },
    onError: (error) => {
      toast({
        title: "Couldn't save your reminder settings",
        description: errorMessage(error),
        variant: "destructive",
      });
    },
  });
}

function describeChange(change: TReminderPreferences, prefs: ReminderPreferencesDto): string | undefined {
  if (change.emailEnabled !== undefined) return `Email reminders are ${prefs.emailEnabled ? "on" : "off"}.`;
  if (change.smsEnabled !== undefined) return `SMS reminders are ${prefs.smsEnabled ? "on" : "off"}.`;
  if (change.daysBefore !== undefined) return `We'll remind you ${daysBeforeLabel(prefs.daysBefore)} each due date.`;
  return undefined;
}

export function daysBeforeLabel(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"} before`;
}

/** "the Basic and Pro plans" / "the Pro plan", from the one plan table. */
export function plansIncluding(flag: keyof PlanFlags): string {
  const names = PLANS.filter((p) => p.flags[flag]).map((p) => p.name);
  return names.length > 1 ? `the ${names.slice(0, -1).join(", ")} and ${names.at(-1)} plans` : `the ${names[0]} plan`;
}

/** The message to show by a field for a 400 answer: the first issue's own words, without the path prefix. */
export function fieldMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    try {
      const body = JSON.parse(error.body) as { error?: { issues?: { message?: string }[] } };
      const message = body.error?.issues?.[0]?.message;
      if (message) return message;
    } catch {
      // not our error shape: fall through
    }
  }
  return errorMessage(error);
}

/** "+14155550123" -> "+1 (415) 555-0123"; other countries' numbers are shown as stored. */
export function formatPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `+1 (${us[1]}) ${us[2]}-${us[3]}` : e164;
}
