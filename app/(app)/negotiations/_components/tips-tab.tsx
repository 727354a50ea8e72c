import { Ban, ClipboardList, MailCheck, MessagesSquare, type LucideIcon } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// The Tips tab: four static cards of advice: rights under the fair debt collection
// law, statements, affordability, agreements in writing, records, certified mail, no bank account access, a reply
// in about 30 days and following up.
const TIPS: { title: string; icon: LucideIcon; items: string[] }[] = [
  {
    title: "Before You Negotiate",
    icon: ClipboardList,
    items: [
      "Know your rights under the Fair Debt Collection Practices Act: a debt collector must tell you about the debt and verify it if you dispute it in writing within 30 days, must respect limits you set on how and when they contact you, and may never harass you or make false statements.",
      "Gather your latest statements so you know the exact balance, interest rate, fees and account details.",
      "Work out what you can truly afford, as a monthly payment or a lump sum, from your real budget.",
      "Decide your opening offer and your limit before you write or call.",
    ],
  },
  {
    title: "Communication Best Practices",
    icon: MessagesSquare,
    items: [
      "Be polite, honest and brief; explain what changed and what you can pay.",
      "Get every agreement in writing before you make a payment under it.",
      "Keep records: copies of your letters, and the date, name and notes of every call.",
      "Send letters by certified mail with a return receipt, so you can prove when they arrived.",
    ],
  },
  {
    title: "What to Avoid",
    icon: Ban,
    items: [
      "Never give a creditor or collector direct access to your bank account; pay by a method you control.",
      "Don't agree to a payment you can't keep up; a broken arrangement is harder to renegotiate.",
      "Don't pay anything on a verbal promise: wait for the written agreement.",
      "Be careful with very old debts: in many states a payment can restart the time limit for being sued.",
    ],
  },
  {
    title: "After Sending Your Letter",
    icon: MailCheck,
    items: [
      "Expect a reply in about 30 days.",
      "Follow up by phone or with a second letter if you hear nothing, and note who you spoke to.",
      "Mark the letter as sent here and record the creditor's response when it comes.",
      "Once you agree, pay exactly as agreed and check your credit report to confirm the account is reported correctly.",
    ],
  },
];

export function TipsTab() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {TIPS.map(({ title, icon: Icon, items }) => (
        <Card key={title} className="gap-4">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5 text-primary" />
              <h2 className="text-base">{title}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-2 pl-5 text-sm">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
