/**
 * Whether the functions' runtime can be deployed, read from the support table of the installed
 * firebase-tools (`lib/deploy/functions/runtimes/supported/types.js`, the table its
 * `guardVersionSupport` refuses a deploy by): the runtime must be GA and not deprecated, and the
 * Node.js runtime with the longest support left. As firebase-tools does, the 90 days before the
 * deprecation date give a warning.
 */
import { createRequire } from 'node:module';

export interface RuntimeSupport {
  friendly: string;
  status: 'GA' | 'beta' | 'experimental' | 'deprecated' | 'decommissioned';
  /** "YYYY-MM-DD". */
  deprecationDate: string;
  /** "YYYY-MM-DD". */
  decommissionDate: string;
}

export type RuntimeTable = Readonly<Record<string, RuntimeSupport>>;

export interface CheckResult {
  /** What a deploy would refuse, or what makes the configuration wrong. */
  problems: string[];
  /** What to act on soon. */
  warnings: string[];
}

/** Days before the deprecation date from which firebase-tools warns (`guardVersionSupport`). */
export const DEPRECATION_NOTICE_DAYS = 90;
const DAY_MS = 86_400_000;

/** The support table of the firebase-tools installed in `root`. */
export function installedRuntimeTable(root: string): RuntimeTable {
  const require = createRequire(`${root}package.json`);
  const types = require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as {
    RUNTIMES: RuntimeTable;
  };
  return types.RUNTIMES;
}

/** The runtime's support as at `nowMs`, and whether another Node.js runtime is supported longer. */
export function checkRuntimeSupport(
  runtime: string,
  table: RuntimeTable,
  nowMs: number,
): CheckResult {
  const result: CheckResult = { problems: [], warnings: [] };
  const entry = table[runtime];
  if (!entry) {
    result.problems.push(`Runtime ${runtime} is not in firebase-tools' support table.`);
    return result;
  }
  const deprecationMs = Date.parse(`${entry.deprecationDate}T00:00:00Z`);
  const decommissionMs = Date.parse(`${entry.decommissionDate}T00:00:00Z`);
  if (entry.status !== 'GA') {
    result.problems.push(`Runtime ${entry.friendly} is ${entry.status}, not GA.`);
  }
  if (nowMs >= decommissionMs) {
    result.problems.push(
      `Runtime ${entry.friendly} was decommissioned on ${entry.decommissionDate}: a deploy is refused.`,
    );
  } else if (nowMs >= deprecationMs) {
    result.problems.push(
      `Runtime ${entry.friendly} was deprecated on ${entry.deprecationDate} and is decommissioned on ${entry.decommissionDate}.`,
    );
  } else if (nowMs >= deprecationMs - DEPRECATION_NOTICE_DAYS * DAY_MS) {
    result.warnings.push(
      `Runtime ${entry.friendly} will be deprecated on ${entry.deprecationDate} (decommissioned on ${entry.decommissionDate}): upgrade it.`,
    );
  }
  const longer = Object.entries(table).filter(
    ([name, other]) =>
      name.startsWith('nodejs') &&
      other.status === 'GA' &&
      Date.parse(`${other.deprecationDate}T00:00:00Z`) > deprecationMs,
  );
  for (const [name, other] of longer) {
    result.problems.push(
      `${other.friendly} (${name}) is supported longer (deprecated on ${other.deprecationDate}) than ${entry.friendly}.`,
    );
  }
  return result;
}

/** The major version of a `nodejsNN` runtime. */
export function runtimeMajor(runtime: string): number | undefined {
  const match = /^nodejs(\d+)$/.exec(runtime);
  return match ? Number(match[1]) : undefined;
}

/**
 * Whether firebase.json's runtime and the functions' `engines.node` name the same major version
 * (firebase-tools reads the first, the Functions emulator and npm the second).
 */
export function checkRuntimeAgreement(runtime: string, enginesNode: string | undefined): string[] {
  const major = runtimeMajor(runtime);
  if (major === undefined) return [`firebase.json's runtime ${runtime} is not a Node.js runtime.`];
  if (enginesNode !== String(major)) {
    return [
      `functions/package.json's engines.node is ${enginesNode ?? 'missing'}; firebase.json asks for ${runtime} ("${major}").`,
    ];
  }
  return [];
}
