"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

/** A paid plan chosen on the landing page before login sends the user on to /subscribe once. */
export function SelectedPlanRedirect() {
  const router = useRouter();
  useEffect(() => {
    const plan = sessionStorage.getItem("selectedPlan");
    if (plan && plan !== "free") {
      sessionStorage.removeItem("selectedPlan");
      router.push("/subscribe");
    }
  }, [router]);
  return null;
}
