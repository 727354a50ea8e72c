"use client";

import Link from "@/components/ui/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing, Smartphone } from "lucide-react";
import { reportFailure } from "@/components/feedback/report-failure";
import { toast } from "@/components/hooks/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { apiJson } from "@/lib/client/api-client";
import { formatInstantDay } from "@/lib/format";
import {
  PushPermissionError,
  currentEndpoint,
  pushSupport,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
  type PushSupport,
} from "@/lib/client/push";
import type { PushDeviceDto, PushSubscriptionsDto } from "@/lib/push/types";
import { queryKeys } from "@/lib/query-keys";

const noSubscription = () => () => undefined;

/**
 * Push reminders on this device (docs/product-rules.md "Reminders"): the same reminders as e-mail, as a
 * notification that opens this month's row. Turning it on asks the browser's permission and subscribes this
 * browser; every subscribed device is listed with a Remove button. The list is read on the server with the page.
 */
export function PushCard({ initial }: { initial: PushSubscriptionsDto }) {
  const queryClient = useQueryClient();
  const { data } = useQuery<PushSubscriptionsDto>({ queryKey: queryKeys.pushSubscriptions, initialData: initial });
  // What this browser can do and its own endpoint are known only in the browser, after the first paint (the
  // permission is read again on every render: a refusal shows at once).
  const support = useSyncExternalStore(noSubscription, pushSupport, () => null);
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  useEffect(() => {
    void currentEndpoint().then(setThisEndpoint, () => setThisEndpoint(null));
  }, []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.pushSubscriptions });

  const turnOn = useMutation({
    mutationFn: async () => {
      const subscription = await subscribeThisBrowser(data.publicKey!);
      const device = await apiJson<PushDeviceDto>("POST", "/api/push/subscriptions", subscription);
      return device;
    },
    onSuccess: (device) => {
      setThisEndpoint(device.endpoint);
      void refresh();
      toast({ title: "Push reminders on", description: `${device.label} will get your payment reminders.` });
    },
    onError: (error) => {
      if (error instanceof PushPermissionError) {
        toast({
          title: "Notifications are blocked",
          description: "Allow notifications for this site in your browser's settings, then try again.",
          variant: "destructive",
        });
        return;
      }
      reportFailure(error, "Couldn't turn push reminders on");
    },
  });
  const test = useMutation({
    mutationFn: (device: PushDeviceDto) => apiJson<PushDeviceDto>("POST", `/api/push/subscriptions/${device.id}/test`),
    onSuccess: (device) => {
      void refresh();
      toast({ title: "Test notification sent", description: `It should appear on ${device.label} in a moment.` });
    },
    onError: (error) => reportFailure(error, "Couldn't send the test notification"),
  });
  const remove = useMutation({
    mutationFn: async (device: PushDeviceDto) => {
      await apiJson("DELETE", `/api/push/subscriptions/${device.id}`);
      if (device.endpoint === thisEndpoint) await unsubscribeThisBrowser().catch(() => undefined);
      return device;
    },
    onSuccess: (device) => {
      if (device.endpoint === thisEndpoint) setThisEndpoint(null);
      void refresh();
      toast({ title: "Device removed", description: `${device.label} gets no more push reminders.` });
    },
    onError: (error) => reportFailure(error, "Couldn't remove the device"),
  });

  const subscribedHere = data.devices.some((d) => d.endpoint === thisEndpoint);

  return (
    <Card role="region" aria-labelledby="push-heading">
      <CardHeader>
        <h2 id="push-heading" className="flex items-center gap-2 text-lg font-semibold">
          <BellRing aria-hidden="true" className="size-5" />
          Push notifications
        </h2>
        <p className="text-sm text-muted-foreground">
          Get the same payment and auto-save reminders as a notification on your phone or computer, even when DebtWise
          is closed. Tapping a payment reminder opens that debt&apos;s row in this month&apos;s plan.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <PushStatus data={data} support={support} />
        {data.devices.length > 0 ? (
          <ul className="divide-y rounded-md border" aria-label="Devices with push reminders">
            {data.devices.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center gap-3 p-3">
                <Smartphone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {device.label}
                    {device.endpoint === thisEndpoint ? (
                      <Badge variant="secondary" className="ml-2">
                        This device
                      </Badge>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    Added {formatInstantDay(device.createdAt)}
                    {device.lastSuccessAt ? `, last reminder ${formatInstantDay(device.lastSuccessAt)}` : ""}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => test.mutate(device)}
                  disabled={test.isPending}
                  aria-label={`Send a test notification to ${device.label}`}
                >
                  Send a test
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => remove.mutate(device)}
                  disabled={remove.isPending}
                  aria-label={`Remove ${device.label}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No device gets push reminders yet.</p>
        )}
      </CardContent>
      {data.available && data.publicKey && support === "supported" && !subscribedHere ? (
        <CardFooter>
          <Button type="button" onClick={() => turnOn.mutate()} disabled={turnOn.isPending}>
            <BellRing aria-hidden="true" />
            {turnOn.isPending ? "Turning on..." : "Turn on for this device"}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** Why push cannot be turned on here, when it cannot: the plan, the server, the browser or a blocked permission. */
function PushStatus({ data, support }: { data: PushSubscriptionsDto; support: PushSupport | null }) {
  if (!data.available)
    return (
      <p className="text-sm">
        Push reminders come with Basic and Pro, like e-mail reminders.{" "}
        <Link href="/subscribe" className="font-medium underline underline-offset-4">
          See the plans
        </Link>
      </p>
    );
  if (!data.publicKey) return <p className="text-sm">Push notifications are not set up on this server.</p>;
  if (support === "unsupported")
    return (
      <p className="text-sm" role="status">
        This browser can&apos;t receive push notifications. On an iPhone or iPad, add DebtWise to your Home Screen first
        and open it from there.
      </p>
    );
  if (support === "denied")
    return (
      <p className="text-sm" role="status">
        Notifications are blocked for DebtWise in this browser. Allow them in the browser&apos;s site settings to turn
        push reminders on here.
      </p>
    );
  return null;
}
