import { setFlagsFromString } from 'node:v8';

/**
 * Enlarges V8's young generation. Loading data allocates millions of small objects that all stay
 * alive; with the default 16 MB semi-space each scavenge copies them again, which makes a 100 MB
 * import about 40% slower. Call once at process start (the CLI does).
 */
export function tuneHeapForLargeTrees(): void {
  setFlagsFromString('--max-semi-space-size=64');
}
