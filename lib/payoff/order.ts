/** Fixed target orders (PAYOFF.md, month mechanics 4). Orders are arrays of input indices. */
import { PayoffInputError, type PreparedDebts } from "./validate";
import type { OrderedStrategy } from "./types";

/** Avalanche: APR descending; tie -> smaller starting balance; tie -> input order. */
export function avalancheOrder(p: PreparedDebts): Int32Array {
  const order = identity(p.n);
  order.sort((a, b) => p.bps[b]! - p.bps[a]! || p.balance[a]! - p.balance[b]! || a - b);
  return order;
}

/** Snowball: starting balance ascending; tie -> higher APR; tie -> input order. */
export function snowballOrder(p: PreparedDebts): Int32Array {
  const order = identity(p.n);
  order.sort((a, b) => p.balance[a]! - p.balance[b]! || p.bps[b]! - p.bps[a]! || a - b);
  return order;
}

/**
 * Custom: the ids in `customOrder` first, in that order; debts it leaves out follow in input order.
 * Unknown or repeated ids are an input error.
 */
export function customTargetOrder(p: PreparedDebts, customOrder: readonly string[] | undefined): Int32Array {
  if (!Array.isArray(customOrder)) throw new PayoffInputError('customOrder (debt ids) is required for the "custom" strategy');
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

export function orderFor(p: PreparedDebts, strategy: OrderedStrategy, customOrder?: readonly string[]): Int32Array {
  switch (strategy) {
    case "avalanche":
      return avalancheOrder(p);
    case "snowball":
      return snowballOrder(p);
    case "custom":
      return customTargetOrder(p, customOrder);
    default:
      throw new PayoffInputError(`Unknown strategy "${String(strategy)}"`);
  }
}

function identity(n: number): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order;
}
