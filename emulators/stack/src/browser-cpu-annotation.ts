/**
 * The annotation of a journey's result with the CPU ms its worker's browser spent on it: noted by
 * the journeys (tests/e2e/browser-cpu.ts), summed by file by `npm test` (test-report.ts).
 */
export const BROWSER_CPU_ANNOTATION = 'browser-cpu-ms';
