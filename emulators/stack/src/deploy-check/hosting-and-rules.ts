/**
 * Hosting rewrites and the database rules as a deploy takes them: every rewrite to a function
 * names a function the deploy has, reachable over HTTPS, in the region the rewrite names (Hosting
 * refuses "functions matching the rewrite are present but in the wrong region",
 * firebase-tools' `deploy/hosting/convertConfig`); the rules file compiles, as the database does
 * when the rules are deployed, and is within the size Firebase accepts.
 */
import { compileRules } from '../../../database/src/rules/engine.js';
import type { DeployedEndpoint } from './function-endpoints.js';

/**
 * Largest rules file the Realtime Database accepts, in bytes: 256 KB of rules text (Firebase,
 * "Realtime Database Limits"; docs/emulator-rules.md, "Limits").
 */
export const RULES_MAX_BYTES = 256 * 1024;

export interface FunctionRewrite {
  source: string;
  function: { functionId: string; region?: string };
}

/** The rewrites of a firebase.json `hosting` block that go to a function. */
export function functionRewrites(hosting: { rewrites?: unknown[] } | undefined): FunctionRewrite[] {
  return (hosting?.rewrites ?? []).filter(
    (rewrite): rewrite is FunctionRewrite =>
      typeof rewrite === 'object' &&
      rewrite !== null &&
      'function' in rewrite &&
      typeof (rewrite as FunctionRewrite).function === 'object',
  );
}

export function checkRewrites(
  rewrites: readonly FunctionRewrite[],
  endpoints: readonly DeployedEndpoint[],
): string[] {
  const problems: string[] = [];
  for (const rewrite of rewrites) {
    const { functionId, region } = rewrite.function;
    const matching = endpoints.filter((endpoint) => endpoint.id === functionId);
    if (matching.length === 0) {
      problems.push(
        `Hosting rewrite ${rewrite.source} names ${functionId}, which is not exported.`,
      );
      continue;
    }
    const endpoint = region
      ? matching.find((candidate) => candidate.region === region)
      : (matching.find((candidate) => candidate.region === 'us-central1') ?? matching[0]);
    if (!endpoint) {
      problems.push(
        `Hosting rewrite ${rewrite.source} names ${functionId} in ${region}, but it is deployed in ${matching.map((m) => m.region).join(', ')}.`,
      );
      continue;
    }
    if (!endpoint.httpsTrigger && !endpoint.callableTrigger) {
      problems.push(
        `Hosting rewrite ${rewrite.source} names ${functionId}, which is neither an HTTPS nor a callable function.`,
      );
    }
  }
  return problems;
}

export function checkRulesFile(text: string): string[] {
  const problems: string[] = [];
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > RULES_MAX_BYTES) {
    problems.push(
      `database.rules.json is ${bytes} bytes, over the ${RULES_MAX_BYTES} the database accepts.`,
    );
  }
  try {
    compileRules(text);
  } catch (failure) {
    problems.push(
      `database.rules.json does not compile: ${failure instanceof Error ? failure.message : String(failure)}`,
    );
  }
  return problems;
}
