/**
 * `value` rounded to 7 significant digits (integers stay exact); below 10⁻⁹ in size it is 0 — at
 * that size a figure is floating-point noise (e.g. the mean bias of a least-squares fit).
 */
export function roundSignificant(value: number): number {
  if (Number.isInteger(value)) return value;
  const abs = Math.abs(value);
  if (abs < 1e-9) return 0;
  // Common magnitudes without a logarithm.
  const magnitude =
    abs >= 1 && abs < 10
      ? 0
      : abs >= 10 && abs < 100
        ? 1
        : abs >= 100 && abs < 1000
          ? 2
          : Math.floor(Math.log10(abs));
  if (magnitude >= 6) {
    const unit = 10 ** (magnitude - 6);
    return Math.round(value / unit) * unit;
  }
  const scale = 10 ** (6 - magnitude);
  return Math.round(value * scale) / scale;
}

/**
 * Makes a computed object storable in the Realtime Database and stable for golden files:
 * numbers rounded to 7 significant digits (the figures are estimates; more digits are noise),
 * non-finite numbers, null, undefined, empty arrays and empty objects dropped (the database
 * stores no nulls and no empty nodes), Maps turned into objects.
 */
export function storedJson(value: unknown): unknown {
  if (typeof value === 'number')
    return Number.isFinite(value) ? roundSignificant(value) : undefined;
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Map) return storedJson(Object.fromEntries(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    // A hole would turn the array into a sparse map: missing items become 0, or the array goes.
    const items = new Array<unknown>(value.length);
    let present = 0;
    for (let i = 0; i < value.length; i += 1) {
      const stored = storedJson(value[i]);
      if (stored !== undefined) present += 1;
      items[i] = stored ?? 0;
    }
    return present > 0 ? items : undefined;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    let present = 0;
    for (const key in value as Record<string, unknown>) {
      const stored = storedJson((value as Record<string, unknown>)[key]);
      if (stored === undefined) continue;
      out[key] = stored;
      present += 1;
    }
    return present > 0 ? out : undefined;
  }
  return undefined;
}

/**
 * A short deterministic digest of any JSON-like value (FNV-1a, 32 bit), hex: object keys in sorted
 * order, strings by their UTF-16 code units, numbers by their value at 1e-6 resolution. It walks
 * the value without building a string, so a year of hourly series costs a fraction of a
 * millisecond. Identifies the version of a building's inputs; not a security hash.
 */
export function digestOf(value: unknown): string {
  let hash = 0x811c9dc5;
  const mix = (code: number) => {
    hash ^= code & 0xffff;
    hash = Math.imul(hash, 0x01000193) >>> 0;
    hash ^= code >>> 16;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  };
  const text = (s: string) => {
    mix(s.length);
    for (let i = 0; i < s.length; i += 1) mix(s.charCodeAt(i));
  };
  const walk = (v: unknown): void => {
    if (v === null || v === undefined) return mix(0x6e);
    if (typeof v === 'number') {
      const scaled = Math.round(v * 1e6);
      mix(scaled % 0x100000000);
      return mix(Math.floor(scaled / 0x100000000));
    }
    if (typeof v === 'string') return text(v);
    if (typeof v === 'boolean') return mix(v ? 0x74 : 0x66);
    if (Array.isArray(v)) {
      mix(0x5b);
      for (const item of v) walk(item);
      return mix(0x5d);
    }
    if (typeof v === 'object') {
      mix(0x7b);
      for (const key of Object.keys(v as object).sort()) {
        const item = (v as Record<string, unknown>)[key];
        if (item === undefined) continue;
        text(key);
        walk(item);
      }
      return mix(0x7d);
    }
  };
  walk(value);
  return hash.toString(16).padStart(8, '0');
}
