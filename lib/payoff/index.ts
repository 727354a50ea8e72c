// The payoff engine: pure (no I/O, no clock), shared by server and browser. Conventions: docs/payoff.md.
export type {
  CalendarMonth,
  CompareInput,
  DebtInput,
  DebtKind,
  LumpSum,
  MoreOrderStrategy,
  PromoInput,
  PromoOutcome,
  PromoDebtOutcome,
  UnusedLumpSum,
  DebtOutcome,
  FeasiblePlan,
  InfeasiblePlan,
  InfeasibleReason,
  MonthRow,
  NegativeAmortizationWarning,
  OrderedStrategy,
  PlanComparison,
  PlanInput,
  PlanResult,
  PlanWarning,
  ScheduleEntry,
  Strategy,
  TargetDateInput,
  TargetDateResult,
  WireDebt,
} from "./types";
export { DEBT_KINDS, MORE_ORDER_STRATEGIES } from "./types";
export { computePlan, firstMonth, targetOrderOf } from "./engine";
export { comparePlans, extraPaymentForTargetDate } from "./compare";
export { monthlyInterestCents } from "./interest";
export { MAX_AMOUNT_CENTS, MAX_APR_BPS, MAX_DEBTS, MAX_MONTHS, PayoffInputError } from "./validate";
export {
  MoneyParseError,
  debtInputFromWire,
  dollarsToCents,
  formatBps,
  formatCents,
  hundredthsFromNumber,
  decimalToCents,
  parseMoneyToCents,
  parsePercent,
  parsePercentToBps,
  percentToBps,
  tryParseMoneyToCents,
  type ParseOptions,
  type Rounding,
} from "./money";
export {
  addMonthsToCalendarMonth,
  calendarMonthOf,
  formatYearMonth,
  isCalendarMonth,
  monthName,
  monthsBetween,
  parseYearMonth,
  planMonthToCalendar,
} from "./calendar";
