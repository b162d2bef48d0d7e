// firebase-tools' Functions emulator warns "function region is defined outside the database
// region, will not trigger." for every 2nd-gen database trigger outside us-central1, because it
// assumes the database emulator is there (functionsEmulator.getV2DatabaseApiAttributes). The
// stack's database emulator is in the functions' region (`--location`, FACET_FUNCTIONS_REGION),
// where such triggers do fire, and it refuses, with its own message, a trigger of another region.
// This drops the warning only when the trigger's region is the database's, so what is printed
// stays true.
'use strict';

const { FunctionsEmulator } = require('firebase-tools/lib/emulator/functionsEmulator');

const MISLEADING = 'function region is defined outside the database region';
const original = FunctionsEmulator.prototype.getV2DatabaseApiAttributes;

FunctionsEmulator.prototype.getV2DatabaseApiAttributes = function withDatabaseLocation(
  projectId,
  id,
  key,
  eventTrigger,
  region,
) {
  const location = process.env.FACET_FUNCTIONS_REGION;
  if (!location || region !== location) return original.apply(this, arguments);
  const logger = this.logger;
  const logLabeled = logger.logLabeled;
  logger.logLabeled = function (level, label, text) {
    if (typeof text === 'string' && text.includes(MISLEADING)) return;
    return logLabeled.apply(this, arguments);
  };
  try {
    return original.apply(this, arguments);
  } finally {
    logger.logLabeled = logLabeled;
  }
};
