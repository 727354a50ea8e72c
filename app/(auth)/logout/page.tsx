import type { Metadata } from "next";
import Link from "next/link";
import { LogOut } from "lucide-react";
import { SignOutButton } from "@/components/layout/sign-out-form";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { AuthShell } from "../login/_components/auth-shell";

export const metadata: Metadata = { title: "Sign out" };

// Where GET /api/logout leads: signing out takes a deliberate click (a POST), so no other site can do it for you.
export default function LogoutPage() {
  return (
    <AuthShell>
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <LogOut aria-hidden="true" className="size-6" />
          </span>
          <CardTitle className="text-2xl">
            <h1>Sign out of DebtWise?</h1>
          </CardTitle>
          <CardDescription>This ends your session on this device.</CardDescription>
        </CardHeader>
        <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link href="/">Cancel</Link>
          </Button>
          <SignOutButton label="Sign out" className="w-full sm:w-auto" />
        </CardFooter>
      </Card>
    </AuthShell>
  );
}
