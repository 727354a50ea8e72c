import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { LogOut } from "lucide-react";
import { SignOutButton } from "@/components/layout/sign-out-form";
import { Button } from "@/components/ui/button";
import { Card, CardFooter } from "@/components/ui/card";
import { AuthCardHeader, AuthShell } from "../login/_components/auth-shell";

export const metadata: Metadata = { title: "Sign out" };

// Where GET /api/logout leads: signing out takes a deliberate click (a POST), so no other site can do it for you.
export default function LogoutPage() {
  return (
    <AuthShell>
      <Card className="w-full max-w-md shadow-lg">
        <AuthCardHeader
          icon={LogOut}
          title="Sign out of DebtWise?"
          description="This ends your session on this device."
        />
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
