/**
 * The simulation's randomness: a seeded 32-bit generator and a normal sampler, written here so
 * that a seed gives the same numbers on every machine, Node version and restart (Math.random
 * cannot be seeded).
 */

/** Murmur3's 32-bit finaliser: a bijection that spreads every input bit over the output. */
function fmix32(input: number): number {
  let h = input >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A 32-bit seed from a list of safe integers (a seed, a token, a day number): each integer's low
 * and high 32-bit words are folded in turn through fmix32 with the golden-ratio constant.
 */
export function hashIntegers(parts: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    if (!Number.isSafeInteger(part)) throw new RangeError(`Not a safe integer: ${part}`);
    for (const word of [part >>> 0, Math.floor(part / 2 ** 32) >>> 0]) {
      h = (fmix32(h ^ word) + 0x9e3779b9) >>> 0;
    }
  }
  return fmix32(h);
}

/**
 * Mulberry32 (Tommy Ettinger, public domain): a 32-bit state advanced by the Weyl step
 * a += 0x6D2B79F5, then scrambled; returns uniforms in [0, 1) with period 2^32.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * `count` standard normal draws by Box–Muller, both outputs of each pair used:
 *   r = √(−2·ln u1), z1 = r·cos(2π·u2), z2 = r·sin(2π·u2), with u1 ∈ (0, 1], u2 ∈ [0, 1)
 */
export function standardNormals(random: () => number, count: number): Float64Array {
  const out = new Float64Array(count);
  for (let i = 0; i < count; i += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    out[i] = radius * Math.cos(angle);
    if (i + 1 < count) out[i + 1] = radius * Math.sin(angle);
  }
  return out;
}
