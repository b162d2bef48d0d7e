import { readFileSync } from 'node:fs';
import { buildFunctions } from './build.ts';
import {
  checkEndpoints,
  discoverEndpoints,
  requestsAtOnce,
  type DeployedEndpoint,
} from './deploy-check/function-endpoints.ts';
import {
  checkRewrites,
  checkRulesFile,
  functionRewrites,
} from './deploy-check/hosting-and-rules.ts';
import {
  checkRuntimeAgreement,
  checkRuntimeSupport,
  installedRuntimeTable,
} from './deploy-check/runtime-support.ts';
import { webRegionProblem } from './functions-region.ts';
import { PROJECT_ID, ROOT } from './paths.ts';

interface FirebaseJson {
  hosting?: { rewrites?: unknown[] };
  functions?: { source: string; runtime?: string }[];
  database?: { rules?: string };
}

/** How a function is started, for the listing. */
function triggerLabel(endpoint: DeployedEndpoint): string {
  if (endpoint.httpsTrigger) return 'https';
  if (endpoint.callableTrigger) return 'callable';
  if (endpoint.scheduleTrigger) return `schedule "${endpoint.scheduleTrigger.schedule}"`;
  if (endpoint.eventTrigger) {
    const ref = endpoint.eventTrigger.eventFilterPathPatterns?.['ref'] ?? '';
    return `${endpoint.eventTrigger.eventType} ${ref}`;
  }
  return 'task queue';
}

function section(name: string, problems: readonly string[], warnings: readonly string[] = []) {
  const mark = problems.length > 0 ? 'FAIL' : warnings.length > 0 ? 'WARN' : 'ok  ';
  console.log(`${mark} ${name}`);
  for (const problem of problems) console.log(`     ✗ ${problem}`);
  for (const warning of warnings) console.log(`     ! ${warning}`);
}

/**
 * `npm run deploy:check`: offline, every check firebase-tools and Firebase make before a deploy
 * that can run here (docs/deploying.md): the runtime's support, the functions as
 * discovered and validated by firebase-tools with their region, memory, timeout and trigger, the
 * Hosting rewrites against them, and the rules file. Exit code 1 when a deploy would fail.
 */
export async function deployCheckCommand(args: string[]): Promise<number> {
  const firebaseJson = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')) as FirebaseJson;
  const functionsPackage = JSON.parse(readFileSync(`${ROOT}functions/package.json`, 'utf8')) as {
    engines?: { node?: string };
  };
  const codebase = firebaseJson.functions?.find((entry) => entry.source === 'functions');
  const runtime = codebase?.runtime ?? '(none)';
  let failed = false;

  const support = checkRuntimeSupport(runtime, installedRuntimeTable(ROOT), Date.now());
  const agreement = checkRuntimeAgreement(runtime, functionsPackage.engines?.node);
  section(`runtime ${runtime}`, [...support.problems, ...agreement], support.warnings);
  failed ||= support.problems.length + agreement.length > 0;

  if (!args.includes('--no-build')) await buildFunctions();
  let endpoints: DeployedEndpoint[] = [];
  try {
    endpoints = await discoverEndpoints(ROOT, { projectId: PROJECT_ID, runtime });
    const problems = checkEndpoints(endpoints);
    section(`functions: ${endpoints.length} discovered and validated by firebase-tools`, problems);
    for (const endpoint of endpoints) {
      const trigger = triggerLabel(endpoint);
      console.log(
        `     ${endpoint.id.padEnd(24)} ${endpoint.region.padEnd(16)} ${String(endpoint.availableMemoryMb ?? 256).padStart(5)} MB ${String(endpoint.timeoutSeconds ?? 60).padStart(4)} s  max ${endpoint.maxInstances ?? '∞'} ×${requestsAtOnce(endpoint)}  ${trigger}`,
      );
    }
    failed ||= problems.length > 0;
  } catch (failure) {
    section('functions', [failure instanceof Error ? failure.message : String(failure)]);
    failed = true;
  }

  const rewriteProblems = checkRewrites(functionRewrites(firebaseJson.hosting), endpoints);
  section('hosting rewrites', rewriteProblems);
  failed ||= rewriteProblems.length > 0;

  // The web app calls the functions that may run past Hosting's 60 s in its database's region,
  // which must be the one its project's functions deploy to.
  const webRegion = webRegionProblem(ROOT, 'production', 'deploy');
  section(
    "web app's database in its functions' region",
    webRegion && !webRegion.missing ? [webRegion.problem] : [],
    webRegion?.missing ? [webRegion.problem] : [],
  );
  failed ||= webRegion !== null && !webRegion.missing;

  const rulesPath = firebaseJson.database?.rules ?? 'database.rules.json';
  const rulesProblems = checkRulesFile(readFileSync(`${ROOT}${rulesPath}`, 'utf8'));
  section(`database rules (${rulesPath})`, rulesProblems);
  failed ||= rulesProblems.length > 0;

  console.log(failed ? '\nA deploy would fail: see above.' : '\nReady to deploy.');
  return failed ? 1 : 0;
}
