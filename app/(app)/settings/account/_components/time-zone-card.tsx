"use client";

import { useMemo, useState, useSyncExternalStore } from "react";
import { useMutation } from "@tanstack/react-query";

import type { AccountSettingsDto } from "@/lib/account/types";
import { ApiError, apiJson, errorMessage, fieldIssues } from "@/lib/client/api-client";
import { clockNow } from "@/lib/clock";
import { setLocalTimeZone } from "@/lib/dates";
import { browserTimeZone, timeZoneLabel, timeZoneNames, utcOffsetLabel } from "@/lib/time-zones";
import type { TUpdateTimeZone, TUpdateTimeZoneInput } from "@/lib/validations/time-zone";
import { toast } from "@/components/hooks/use-toast";
import { fieldCheck, SingleTextField, useSingleField } from "@/components/forms/single-field-form";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useAccountSettings, useStoreSettings } from "./account-settings-client";

// The user's time zone (docs/product-rules.md "The product's clock"): the day their payments, plan and streak count
// in, and when their reminders go out (from 08:00 there). A text field over the list of IANA zones (a native
// datalist: typing "Chicago" finds America/Chicago, and it is keyboard and screen-reader accessible as it is), each
// with its offset now; and, when this device is elsewhere, a button for the device's zone.

const checkZone = fieldCheck(() => import("@/lib/validations/time-zone").then((m) => m.ZUpdateTimeZone), "timeZone");

const LIST_ID = "time-zone-options";

/** The device's zone does not change while the page is open (a move is seen at the next load). */
const subscribeNever = () => () => {};

export function TimeZoneCard({ initial }: { initial: AccountSettingsDto }) {
  const settings = useAccountSettings(initial);
  const store = useStoreSettings();
  const field = useSingleField<TUpdateTimeZone>(checkZone);
  // The device's zone is the browser's: none while rendering on the server.
  const deviceZone = useSyncExternalStore(subscribeNever, browserTimeZone, () => null);
  // The 400-odd options are made when the form is first used, not with the page.
  const [listOpen, setListOpen] = useState(false);
  const options = useMemo(() => {
    if (!listOpen) return [];
    const now = clockNow();
    return timeZoneNames().map((zone) => ({ zone, label: utcOffsetLabel(zone, now) }));
  }, [listOpen]);

  const save = useMutation({
    mutationFn: (body: TUpdateTimeZoneInput) => apiJson<{ timeZone: string }>("PATCH", "/api/account/time-zone", body),
    onSuccess: ({ timeZone }) => {
      store({ ...settings, timeZone });
      // This page's own days follow at once (components/providers/app-providers.tsx sets it on each load).
      setLocalTimeZone(timeZone);
      field.reset();
      toast({ title: "Time zone saved", description: `Your days now follow ${timeZone.replaceAll("_", " ")}.` });
    },
    onError: (error) => {
      const [issue] = fieldIssues(error, ["timeZone"] as const);
      if (error instanceof ApiError && error.status === 400 && issue) field.setError(issue.message, { focus: true });
      else toast({ title: "Couldn't save the time zone", description: errorMessage(error), variant: "destructive" });
    },
  });

  return (
    <Card role="region" aria-labelledby="account-time-zone-heading">
      <CardHeader>
        <h2 id="account-time-zone-heading" className="text-lg font-semibold">
          Time zone
        </h2>
        <p className="text-sm text-muted-foreground">
          Your payments, plan and streaks count days in this zone, and reminders go out from 8 AM there.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm">
          Current:{" "}
          <span className="font-medium" data-testid="account-time-zone">
            {timeZoneLabel(settings.timeZone, clockNow())}
          </span>
        </p>
        <form
          onSubmit={field.handleSubmit((values) => save.mutate({ timeZone: values.timeZone }))}
          noValidate
          aria-label="Change time zone"
          className="space-y-3"
          onFocus={() => setListOpen(true)}
        >
          <SingleTextField
            field={field}
            name="timeZone"
            label="New time zone"
            description="Type a city or region and pick it from the list, e.g. America/Chicago."
            list={LIST_ID}
            autoComplete="off"
            spellCheck={false}
            placeholder="America/Chicago"
            disabled={save.isPending}
            className="sm:max-w-sm"
          />
          <datalist id={LIST_ID}>
            {options.map(({ zone, label }) => (
              <option key={zone} value={zone} label={label} />
            ))}
          </datalist>
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={save.isPending} pendingLabel="Saving...">
              Save time zone
            </SubmitButton>
            {deviceZone && deviceZone !== settings.timeZone ? (
              <Button
                type="button"
                variant="outline"
                disabled={save.isPending}
                onClick={() => save.mutate({ timeZone: deviceZone })}
              >
                Use this device&apos;s ({deviceZone.replaceAll("_", " ")})
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
