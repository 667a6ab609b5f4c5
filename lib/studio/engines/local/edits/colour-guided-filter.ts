import { boxBlur } from '../box-blur';
import type { RgbPlanes } from './shrink-to-planes';

/** The local linear model q = ar·R + ag·G + ab·B + b of a guided filter, per pixel, already averaged. */
export type GuidedCoefficients = {
  ar: Float32Array;
  ag: Float32Array;
  ab: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
};

/**
 * The colour guided filter (He, Sun and Tang 2013) of the plane `p` under `guide`: in each window of `radius` the
 * output is the best linear function of the guide's colour, so a coarse mask snaps to the photo's own edges — a
 * roofline, a branch, a wire — where colour changes, and is smooth where it does not. `epsilon` (in squared 0–1 colour
 * units) keeps flat windows from amplifying noise. Returns the averaged coefficients rather than the result, so they
 * can be computed small and applied to the full-size photo (the "fast guided filter").
 */
export function colourGuidedFilter(
  guide: RgbPlanes,
  p: Float32Array,
  radius: number,
  epsilon: number,
): GuidedCoefficients {
  const { r, g, b, width, height } = guide;
  const n = width * height;
  const mean = (source: Float32Array) => boxBlur(source, width, height, radius);
  const product = (x: Float32Array, y: Float32Array) => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = x[i]! * y[i]!;
    return mean(out);
  };
  const mr = mean(r);
  const mg = mean(g);
  const mb = mean(b);
  const mp = mean(p);
  const rp = product(r, p);
  const gp = product(g, p);
  const bp = product(b, p);
  const rr = product(r, r);
  const rg = product(r, g);
  const rb = product(r, b);
  const gg = product(g, g);
  const gb = product(g, b);
  const bb = product(b, b);
  const ar = new Float32Array(n);
  const ag = new Float32Array(n);
  const ab = new Float32Array(n);
  const bias = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const mri = mr[i]!;
    const mgi = mg[i]!;
    const mbi = mb[i]!;
    const mpi = mp[i]!;
    // Covariance of the guide (plus ε on the diagonal) and its covariance with p; solved by the adjugate.
    const srr = rr[i]! - mri * mri + epsilon;
    const srg = rg[i]! - mri * mgi;
    const srb = rb[i]! - mri * mbi;
    const sgg = gg[i]! - mgi * mgi + epsilon;
    const sgb = gb[i]! - mgi * mbi;
    const sbb = bb[i]! - mbi * mbi + epsilon;
    const cr = rp[i]! - mri * mpi;
    const cg = gp[i]! - mgi * mpi;
    const cb = bp[i]! - mbi * mpi;
    const i00 = sgg * sbb - sgb * sgb;
    const i01 = srb * sgb - srg * sbb;
    const i02 = srg * sgb - srb * sgg;
    const i11 = srr * sbb - srb * srb;
    const i12 = srb * srg - srr * sgb;
    const i22 = srr * sgg - srg * srg;
    const det = srr * i00 + srg * i01 + srb * i02;
    const air = (i00 * cr + i01 * cg + i02 * cb) / det;
    const aig = (i01 * cr + i11 * cg + i12 * cb) / det;
    const aib = (i02 * cr + i12 * cg + i22 * cb) / det;
    ar[i] = air;
    ag[i] = aig;
    ab[i] = aib;
    bias[i] = mpi - air * mri - aig * mgi - aib * mbi;
  }
  return { ar: mean(ar), ag: mean(ag), ab: mean(ab), b: mean(bias), width, height };
}
