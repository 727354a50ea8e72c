import type { Metadata } from "next";

import { NavBar } from "@/components/layout/nav-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { UnsubscribePanel } from "./_components/unsubscribe-panel";

export const metadata: Metadata = { title: "Unsubscribe from reminders", robots: { index: false, follow: false } };

// Opened from the link in a reminder e-mail, signed in or not. Opening it changes nothing (mail scanners and link
// previews fetch links); the button POSTs the token, which is all the proof needed.
export default async function UnsubscribePage({ params }: PageProps<"/unsubscribe/[token]">) {
  const { token } = await params;
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <UnsubscribePanel token={token} />
      </main>
      <SiteFooter />
    </div>
  );
}
