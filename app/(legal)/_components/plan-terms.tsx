import { MAX_DEBTS_PER_USER, PLANS_BY_ID, formatPlanPrice } from "@/lib/billing/plans";

const { free, basic, pro } = PLANS_BY_ID;

/** The plan summary both the privacy policy and the terms restate, read from the one plan table. */
export function PlanSummaryList() {
  return (
    <ul>
      <li>
        <strong>{free.name}</strong>: {formatPlanPrice(free)}, forever. Track {free.debtLimit} debt, with the plan
        explained in brief, the Snowball and Avalanche methods and progress tracking.
      </li>
      <li>
        <strong>{basic.name}</strong>: {formatPlanPrice(basic)} per month after a {basic.trialDays}-day free trial (one
        free trial per account, on either paid plan). Up to {MAX_DEBTS_PER_USER} debts, an in-depth plan analysis, email
        reminders, progress analytics, goal setting and export.
      </li>
      <li>
        <strong>{pro.name}</strong>: {formatPlanPrice(pro)} per month after a {pro.trialDays}-day free trial. Everything
        in {basic.name}, plus SMS reminders, advanced simulations, priority support, custom strategies and exportable
        reports.
      </li>
    </ul>
  );
}
