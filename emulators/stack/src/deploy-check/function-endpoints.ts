/**
 * The functions as a deploy would see them, found offline the way firebase-tools finds them:
 * its runtime delegate runs the functions SDK's discovery over `functions/lib`, the build is
 * resolved against the deploy parameters (`functions/.env`, defaults otherwise) and
 * firebase-tools' own validators (`endpointsAreValid`: ids, timeouts per trigger type, CPU and
 * memory, concurrency, trigger services) run over the result. Nothing is sent anywhere.
 */
import { createRequire } from 'node:module';
import { functionsParams } from '../functions-region.js';

/** What deploy-check reads of one endpoint of firebase-tools' backend. */
export interface DeployedEndpoint {
  id: string;
  region: string;
  platform: string;
  availableMemoryMb?: number | null;
  timeoutSeconds?: number | null;
  maxInstances?: number | null;
  concurrency?: number | null;
  cpu?: number | 'gcf_gen1' | null;
  httpsTrigger?: object;
  callableTrigger?: object;
  eventTrigger?: { eventType: string; eventFilterPathPatterns?: Record<string, string> };
  scheduleTrigger?: { schedule: string };
  taskQueueTrigger?: object;
}

interface FirebaseToolsInternals {
  runtimes: {
    getRuntimeDelegate(context: {
      projectId: string;
      projectDir: string;
      sourceDir: string;
      runtime: string;
    }): Promise<{
      validate(): Promise<void>;
      discoverBuild(config: object, env: Record<string, string>): Promise<object>;
    }>;
  };
  build: {
    resolveBackend(options: {
      build: object;
      firebaseConfig: object;
      userEnvs: Record<string, string>;
      nonInteractive: boolean;
      isEmulator?: boolean;
    }): Promise<{ backend: object }>;
  };
  backend: { allEndpoints(backend: object): DeployedEndpoint[] };
  validate: { endpointsAreValid(want: object, existing?: object): void };
}

function internals(root: string): FirebaseToolsInternals {
  const require = createRequire(`${root}package.json`);
  const lib = 'firebase-tools/lib/deploy/functions';
  return {
    runtimes: require(`${lib}/runtimes/index.js`) as FirebaseToolsInternals['runtimes'],
    build: require(`${lib}/build.js`) as FirebaseToolsInternals['build'],
    backend: require(`${lib}/backend.js`) as FirebaseToolsInternals['backend'],
    validate: require(`${lib}/validate.js`) as FirebaseToolsInternals['validate'],
  };
}

/**
 * Discovers the built functions (`functions/lib` must be built) and validates them as a deploy
 * would; throws firebase-tools' own error when a validator refuses them.
 */
export async function discoverEndpoints(
  root: string,
  options: { projectId: string; runtime: string },
): Promise<DeployedEndpoint[]> {
  const tools = internals(root);
  const sourceDir = `${root}functions`;
  const delegate = await tools.runtimes.getRuntimeDelegate({
    projectId: options.projectId,
    projectDir: root,
    sourceDir,
    runtime: options.runtime,
  });
  await delegate.validate();
  const userEnvs = functionsParams(root, options.projectId, 'deploy');
  const firebaseConfig = {
    projectId: options.projectId,
    databaseURL: `https://${options.projectId}-default-rtdb.firebaseio.com`,
    storageBucket: `${options.projectId}.appspot.com`,
  };
  const build = await delegate.discoverBuild(
    {},
    {
      ...userEnvs,
      GCLOUD_PROJECT: options.projectId,
      FIREBASE_CONFIG: JSON.stringify(firebaseConfig),
    },
  );
  const { backend } = await tools.build.resolveBackend({
    build,
    firebaseConfig,
    userEnvs,
    nonInteractive: true,
  });
  tools.validate.endpointsAreValid(backend);
  return tools.backend.allEndpoints(backend);
}

/** Problems of the discovered endpoints that firebase-tools' validators leave to the project. */
export function checkEndpoints(endpoints: readonly DeployedEndpoint[]): string[] {
  const problems: string[] = [];
  if (endpoints.length === 0) problems.push('No function was discovered in functions/lib.');
  const regions = [...new Set(endpoints.map((endpoint) => endpoint.region))].sort();
  if (regions.length > 1) {
    problems.push(`Functions are in several regions (${regions.join(', ')}): Facet runs in one.`);
  }
  for (const endpoint of endpoints) {
    if (endpoint.platform !== 'gcfv2') {
      problems.push(`${endpoint.id} is ${endpoint.platform}, not a 2nd-gen function.`);
    }
    if (endpoint.maxInstances === null || endpoint.maxInstances === undefined) {
      problems.push(`${endpoint.id} has no maxInstances: a burst could scale it without bound.`);
    }
  }
  return problems;
}

/**
 * The endpoint an exported function declares to a deploy (the functions SDK's `__endpoint`, what
 * discovery reads), without building or discovering: for checks of one function's options.
 */
export function declaredEndpoint(fn: unknown): DeployedEndpoint {
  return (fn as { __endpoint: DeployedEndpoint }).__endpoint;
}

/**
 * Requests one instance of `endpoint` serves at once, as a deploy resolves it (firebase-tools'
 * `resolveCpuAndConcurrency` in `deploy/functions/prepare.js`): its `concurrency`, else 80 when it
 * has a whole vCPU (every memory size of 128 MiB to 2 GiB gets one, `memoryToGen2Cpu`), else 1.
 */
export function requestsAtOnce(endpoint: DeployedEndpoint): number {
  if (endpoint.concurrency) return endpoint.concurrency;
  const cpu = typeof endpoint.cpu === 'number' ? endpoint.cpu : 1;
  return endpoint.cpu === 'gcf_gen1' || cpu < 1 ? 1 : 80;
}
