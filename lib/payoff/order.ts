/** Fixed target orders (docs/payoff.md, "Target order"). Orders are arrays of input indices. */
import { PayoffInputError, type PreparedDebts } from "./validate";
import type { OrderedStrategy } from "./types";

type Compare = (a: number, b: number) => number;

const avalanche =
  (p: PreparedDebts): Compare =>
  (a, b) =>
    p.bps[b]! - p.bps[a]! || p.balance[a]! - p.balance[b]! || a - b;

const snowball =
  (p: PreparedDebts): Compare =>
  (a, b) =>
    p.balance[a]! - p.balance[b]! || p.bps[b]! - p.bps[a]! || a - b;

/** The product stays below 2^53 (10^10 cents x 99,999 bps), so it is exact. */
const highestInterestCost =
  (p: PreparedDebts): Compare =>
  (a, b) =>
    p.balance[b]! * p.bps[b]! - p.balance[a]! * p.bps[a]! || a - b;

/** Cross-multiplied exactly (BigInt beyond the exact double range); a debt without a minimum frees nothing: last. */
const cashFlowIndex =
  (p: PreparedDebts): Compare =>
  (a, b) => {
    const ma = p.mins[a]!;
    const mb = p.mins[b]!;
    if (ma === 0 || mb === 0) return (ma === 0 ? 1 : 0) - (mb === 0 ? 1 : 0) || a - b;
    const left = p.balance[a]! * mb;
    const right = p.balance[b]! * ma;
    if (left <= Number.MAX_SAFE_INTEGER && right <= Number.MAX_SAFE_INTEGER) return left - right || a - b;
    const diff = BigInt(p.balance[a]!) * BigInt(mb) - BigInt(p.balance[b]!) * BigInt(ma);
    return (diff > BigInt(0) ? 1 : diff < BigInt(0) ? -1 : 0) || a - b;
  };

/** Cross-multiplied exactly, like cashFlowIndex; debts without a limit go last, and ties follow avalanche. */
const highestUtilization = (p: PreparedDebts): Compare => {
  const byRate = avalanche(p);
  return (a, b) => {
    const la = p.limit[a]!;
    const lb = p.limit[b]!;
    if (la === 0 || lb === 0) return (la === 0 ? 1 : 0) - (lb === 0 ? 1 : 0) || byRate(a, b);
    const left = p.balance[b]! * la;
    const right = p.balance[a]! * lb;
    if (left <= Number.MAX_SAFE_INTEGER && right <= Number.MAX_SAFE_INTEGER) return left - right || byRate(a, b);
    const diff = BigInt(p.balance[b]!) * BigInt(la) - BigInt(p.balance[a]!) * BigInt(lb);
    return (diff > BigInt(0) ? 1 : diff < BigInt(0) ? -1 : 0) || byRate(a, b);
  };
};

const COMPARES: Record<Exclude<OrderedStrategy, "custom">, (p: PreparedDebts) => Compare> = {
  avalanche,
  snowball,
  highest_interest_cost: highestInterestCost,
  cash_flow_index: cashFlowIndex,
  highest_utilization: highestUtilization,
};

/** Deferred-interest debts with a running promo go first (docs/payoff.md "Deferred interest first"). */
function ruleOrder(p: PreparedDebts, compare: Compare): Int32Array {
  const order = identity(p.n);
  order.sort((a, b) => {
    const da = p.deferred[a]! === 1;
    const db = p.deferred[b]! === 1;
    if (da !== db) return da ? -1 : 1;
    if (da) return p.promoLast[a]! - p.promoLast[b]! || compare(a, b);
    return compare(a, b);
  });
  return order;
}

export function avalancheOrder(p: PreparedDebts): Int32Array {
  return ruleOrder(p, avalanche(p));
}

export function snowballOrder(p: PreparedDebts): Int32Array {
  return ruleOrder(p, snowball(p));
}

/** Exactly the user's order: deferred-interest debts are not moved (the results warn when a deadline is missed). */
export function customTargetOrder(p: PreparedDebts, customOrder: readonly string[] | undefined): Int32Array {
  if (!Array.isArray(customOrder))
    throw new PayoffInputError('customOrder (debt ids) is required for the "custom" strategy');
  const position = new Map<string, number>();
  p.ids.forEach((id, i) => position.set(id, i));
  const order = new Int32Array(p.n);
  const used = new Uint8Array(p.n);
  let k = 0;
  for (const id of customOrder) {
    const i = position.get(id);
    if (i === undefined) throw new PayoffInputError(`customOrder names an unknown debt id "${id}"`);
    if (used[i]) throw new PayoffInputError(`customOrder names debt id "${id}" twice`);
    used[i] = 1;
    order[k++] = i;
  }
  for (let i = 0; i < p.n; i++) if (!used[i]) order[k++] = i;
  return order;
}

export function isOrderedStrategy(strategy: unknown): strategy is OrderedStrategy {
  return (
    strategy === "custom" || (typeof strategy === "string" && Object.prototype.hasOwnProperty.call(COMPARES, strategy))
  );
}

export function orderFor(p: PreparedDebts, strategy: OrderedStrategy, customOrder?: readonly string[]): Int32Array {
  if (strategy === "custom") return customTargetOrder(p, customOrder);
  if (!isOrderedStrategy(strategy)) throw new PayoffInputError(`Unknown strategy "${String(strategy)}"`);
  return ruleOrder(p, COMPARES[strategy](p));
}

export function identity(n: number): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order;
}
