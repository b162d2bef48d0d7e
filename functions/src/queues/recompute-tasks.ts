import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { defineInt } from 'firebase-functions/params';
import { onTaskDispatched, type Request } from 'firebase-functions/tasks';
import { region } from '../global-options.js';
import { adminApp } from '../services/admin-app.js';
import {
  RECOMPUTE_MAX_ATTEMPTS,
  fanOutRecomputeTask,
  isFanOut,
  runRecomputeTask,
  settleRecomputeTask,
} from '../services/recompute-requests.js';
import type { RecomputeTask } from '../services/recompute-coalescing.js';

/**
 * Deploy parameters of the recompute queues (functions/.env; the emulator's smaller values in
 * functions/.env.local). Production defaults are sized for Cloud Functions (docs/deploying.md,
 * "Capacity plan"); the offline stack's for a 2-core machine, where each concurrent dispatch is a
 * worker process of the Functions emulator.
 */
export const RECOMPUTE_BULK_DISPATCHES = defineInt('FACET_RECOMPUTE_BULK_DISPATCHES', {
  default: 4,
  description: 'Bulk recompute tasks (100 buildings each) run at once',
});
export const RECOMPUTE_INTERACTIVE_DISPATCHES = defineInt(
  'FACET_RECOMPUTE_INTERACTIVE_DISPATCHES',
  { default: 20, description: "Recomputes of people's edits run at once" },
);
export const RECOMPUTE_DISPATCHES_PER_SECOND = defineInt('FACET_RECOMPUTE_DISPATCHES_PER_SECOND', {
  default: 50,
  description: 'Recompute tasks started per second, per queue',
});
export const RECOMPUTE_MAX_INSTANCES = defineInt('FACET_RECOMPUTE_MAX_INSTANCES', {
  default: 20,
  description: 'Instances of each recompute function, at most',
});

const RETRY = {
  maxAttempts: RECOMPUTE_MAX_ATTEMPTS,
  minBackoffSeconds: 10,
  maxBackoffSeconds: 600,
  maxDoublings: 5,
};

async function handle(request: Request<RecomputeTask>, queue: string): Promise<void> {
  if (isFanOut(request.data)) {
    const batches = await fanOutRecomputeTask(region.value(), request.data);
    logger.info('recompute fan-out', {
      queue,
      buildings: request.data.buildingIds.length,
      batches,
      retryCount: request.retryCount,
    });
    return;
  }
  const database = getDatabase(adminApp());
  const outcome = await runRecomputeTask(database, request.data);
  logger.info('recompute task', {
    queue,
    buildings: request.data.buildingIds.length,
    retryCount: request.retryCount,
    recomputed: outcome.recomputed,
    fresh: outcome.fresh,
    failed: outcome.failed.length,
  });
  await settleRecomputeTask(
    database,
    region.value(),
    request.data,
    outcome,
    request.retryCount,
    Date.now(),
  );
}

/** A person's edit: its building's figures, one task per building and second. */
export const recomputeInteractive = onTaskDispatched<RecomputeTask>(
  {
    retryConfig: RETRY,
    rateLimits: {
      maxConcurrentDispatches: RECOMPUTE_INTERACTIVE_DISPATCHES,
      maxDispatchesPerSecond: RECOMPUTE_DISPATCHES_PER_SECOND,
    },
    maxInstances: RECOMPUTE_MAX_INSTANCES,
    memory: '1GiB',
    timeoutSeconds: 120,
  },
  (request) => handle(request, 'interactive'),
);

/** Bulk work: imports, admin writes; batches of 100 buildings, and an import's fan-outs of them. */
export const recomputeBulk = onTaskDispatched<RecomputeTask>(
  {
    retryConfig: RETRY,
    rateLimits: {
      maxConcurrentDispatches: RECOMPUTE_BULK_DISPATCHES,
      maxDispatchesPerSecond: RECOMPUTE_DISPATCHES_PER_SECOND,
    },
    maxInstances: RECOMPUTE_MAX_INSTANCES,
    memory: '1GiB',
    timeoutSeconds: 300,
  },
  (request) => handle(request, 'bulk'),
);
