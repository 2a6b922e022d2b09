/**
 * A reference IRR for the deal-level capital-stack oracle (underwriting.md section 8), written
 * from the spec text alone: count the sign changes, then bisect. With one sign change the root in
 * 1 + r > 0 is unique (Descartes), so the answer is certain; with several, NPV is scanned on a
 * log grid of 1 + r for brackets, each bisected, and the root nearest 10 % is kept (the grid can
 * miss two roots inside one cell, so a scan that finds nothing is reported as uncertain).
 */

/** Lower and upper ends of the IRR range of section 8 (fractions). */
const LOW = -0.9999;
const HIGH = 1e6;

/** What the oracle knows about the IRR of one set of cash flows. */
export interface OracleIrr {
  /** Percent; 0 when there is no converged root. */
  irr: number;
  status: 'converged' | 'no-sign-change' | 'no-root';
  /** False when the scan could have missed a root, or a flow is so near 0 that its sign is noise. */
  certain: boolean;
}

/** NPV of `flows` at rate `r` (a fraction), t = 0 first. */
export function npvAt(flows: readonly number[], r: number): number {
  let sum = 0;
  for (let t = 0; t < flows.length; t++) sum += (flows[t] ?? 0) / (1 + r) ** t;
  return sum;
}

/** Sign changes of the non-zero flows. */
export function signChanges(flows: readonly number[]): number {
  let changes = 0;
  let last = 0;
  for (const cf of flows) {
    if (cf === 0) continue;
    const sign = Math.sign(cf);
    if (last !== 0 && sign !== last) changes++;
    last = sign;
  }
  return changes;
}

/** A root of NPV in [lo, hi], whose ends have opposite signs, by 400 halvings at most. */
function bisect(flows: readonly number[], lo: number, hi: number): number {
  const signLo = Math.sign(npvAt(flows, lo));
  for (let i = 0; i < 400; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    const f = npvAt(flows, mid);
    if (f === 0) return mid;
    if (Math.sign(f) === signLo) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Rates (fractions) of a log grid of 1 + r over the range, 10 % included. */
function grid(): number[] {
  const points: number[] = [LOW];
  const a = Math.log(1 + LOW);
  const b = Math.log(1 + HIGH);
  const n = 2000;
  for (let i = 1; i < n; i++) points.push(Math.exp(a + ((b - a) * i) / n) - 1);
  points.push(HIGH, 0.1);
  return points.sort((x, y) => x - y);
}
const GRID = grid();

/**
 * The IRR of section 8 in percent, with its status. `scale` is the deal's size: a non-zero flow
 * below 1e-9 of it makes the answer uncertain (its sign may be rounding noise).
 */
export function dealIrr(flows: readonly number[], scale = 1): OracleIrr {
  const noisy = flows.some((cf) => cf !== 0 && Math.abs(cf) < 1e-9 * scale);
  const changes = signChanges(flows);
  if (changes === 0) return { irr: 0, status: 'no-sign-change', certain: !noisy };
  if (changes === 1) {
    const fLo = npvAt(flows, LOW);
    const fHi = npvAt(flows, HIGH);
    if (Math.sign(fLo) === Math.sign(fHi)) return { irr: 0, status: 'no-root', certain: !noisy };
    return { irr: bisect(flows, LOW, HIGH) * 100, status: 'converged', certain: !noisy };
  }
  const roots: number[] = [];
  for (let i = 0; i + 1 < GRID.length; i++) {
    const lo = GRID[i] as number;
    const hi = GRID[i + 1] as number;
    const fLo = npvAt(flows, lo);
    if (fLo === 0) roots.push(lo);
    else if (Math.sign(fLo) * Math.sign(npvAt(flows, hi)) < 0) roots.push(bisect(flows, lo, hi));
  }
  if (roots.length === 0) return { irr: 0, status: 'no-root', certain: false };
  roots.sort((x, y) => Math.abs(x - 0.1) - Math.abs(y - 0.1));
  // two roots about as near 10 % as each other: either answer is the spec's
  const tie =
    roots.length > 1 &&
    Math.abs(Math.abs((roots[1] as number) - 0.1) - Math.abs((roots[0] as number) - 0.1)) < 1e-6;
  return { irr: (roots[0] as number) * 100, status: 'converged', certain: !noisy && !tie };
}
