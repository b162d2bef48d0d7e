#!/usr/bin/env node
// firebase-tools' CLI as the stack runs it (same arguments as `firebase`): Hosting rewrites
// without a region resolved as a deploy resolves them (hosting-rewrite-region.cjs), no false
// warning about 2nd-gen database triggers outside us-central1 (database-trigger-region.cjs), a call
// that finds no idle worker waiting for one instead of going unanswered (functions-worker-wait.cjs), then our
// database emulator registered as firebase-tools' own and the CLI started
// (emulators/database/bin/firebase-with-database.cjs).
'use strict';

require('./hosting-rewrite-region.cjs');
require('./database-trigger-region.cjs');
require('./functions-worker-wait.cjs').installWorkerWait(
  require('firebase-tools/lib/emulator/functionsRuntimeWorker').RuntimeWorkerPool,
);
require('../../database/bin/firebase-with-database.cjs');
