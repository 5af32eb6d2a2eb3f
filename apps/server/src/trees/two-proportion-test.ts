/** The result of {@link twoProportionTest}. */
export interface TwoProportionResult {
  /** (p2 − p1) over its standard error under "no difference"; null when either side has no data. */
  z: number | null;
  /** The two-sided p-value; null with z. */
  p: number | null;
  /** More than chance: p < `alpha`, with enough walks on both sides for the normal approximation. */
  diferente: boolean;
}

/** The smallest expected count of each outcome on each side for the normal approximation to hold. */
const MIN_EXPECTED = 5;

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The two-proportion z-test (pooled): is x2/n2 different from x1/n1 by more than chance? Says
 * "not yet" (`diferente: false`) until both sides have enough walks for the test to mean anything.
 * @example twoProportionTest(30, 100, 50, 100) // { z: 2.89, p: 0.0039, diferente: true }
 */
export function twoProportionTest(x1: number, n1: number, x2: number, n2: number, alpha = 0.05): TwoProportionResult {
  if (n1 <= 0 || n2 <= 0) return { z: null, p: null, diferente: false };
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  // Everyone or no one on both sides: no difference to see.
  if (se === 0) return { z: 0, p: 1, diferente: false };
  const z = (x2 / n2 - x1 / n1) / se;
  const p = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  const enough = [n1, n2].every((n) => n * pooled >= MIN_EXPECTED && n * (1 - pooled) >= MIN_EXPECTED);
  return { z, p, diferente: enough && p < alpha };
}
