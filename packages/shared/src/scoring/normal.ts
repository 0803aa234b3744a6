/**
 * The standard normal distribution, without a dependency.
 *
 * `normalCdf` is Hart's double-precision algorithm 5666 as given by G. West, "Better
 * approximations to cumulative normal functions" (2005): absolute error below 1e-14 everywhere.
 * `normalInv` is P. J. Acklam's rational approximation (relative error 1.15e-9) followed by one
 * Halley step against `normalCdf`, which brings it to full double precision.
 */
const SQRT_2PI = Math.sqrt(2 * Math.PI);

/** Φ(x): the probability that a standard normal value is at most x. */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) throw new RangeError('normalCdf of NaN');
  const a = Math.abs(x);
  let tail: number;
  if (a > 37) {
    tail = 0;
  } else {
    const e = Math.exp((-a * a) / 2);
    if (a < 7.07106781186547) {
      let num = 3.52624965998911e-2 * a + 0.700383064443688;
      num = num * a + 6.37396220353165;
      num = num * a + 33.912866078383;
      num = num * a + 112.079291497871;
      num = num * a + 221.213596169931;
      num = num * a + 220.206867912376;
      let den = 8.83883476483184e-2 * a + 1.75566716318264;
      den = den * a + 16.064177579207;
      den = den * a + 86.7807322029461;
      den = den * a + 296.564248779674;
      den = den * a + 637.333633378831;
      den = den * a + 793.826512519948;
      den = den * a + 440.413735824752;
      tail = (e * num) / den;
    } else {
      let cf = a + 0.65;
      cf = a + 4 / cf;
      cf = a + 3 / cf;
      cf = a + 2 / cf;
      cf = a + 1 / cf;
      tail = e / cf / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

function tailApprox(q: number): number {
  const [c0, c1, c2, c3, c4, c5] = C as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = D as [number, number, number, number];
  return (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
}

function acklam(p: number): number {
  if (p < P_LOW) return tailApprox(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - P_LOW) return -tailApprox(Math.sqrt(-2 * Math.log(1 - p)));
  const [a0, a1, a2, a3, a4, a5] = A as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = B as [number, number, number, number, number];
  const q = p - 0.5;
  const r = q * q;
  return ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) / (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1);
}

/** Φ⁻¹(p): the z with Φ(z) = p. p = 0 gives −∞ and p = 1 gives +∞; outside [0, 1] is refused. */
export function normalInv(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`normalInv needs a probability from 0 to 1, got ${p}`);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const x = acklam(p);
  const u = (normalCdf(x) - p) * SQRT_2PI * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}
