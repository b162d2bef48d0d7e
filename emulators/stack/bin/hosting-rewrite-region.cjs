// A Hosting rewrite to a function that names no region goes, when deployed, to the one region the
// function is deployed in (firebase-tools' deploy/hosting/convertConfig, findEndpointForRewrite);
// firebase-tools' Hosting emulator sends it to us-central1 whatever the function's region
// (hosting/functionsProxy). Facet's rewrites name no region so that the region stays one deploy
// parameter (functions/src/shared/constants/region.ts): this makes the emulator resolve such a
// rewrite as the deploy does, from the region the Functions emulator loaded the function in. A
// rewrite that names a region, or a function found in several or none, is left to firebase-tools.
'use strict';

const proxyModule = require('firebase-tools/lib/hosting/functionsProxy');
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry');
const { Emulators } = require('firebase-tools/lib/emulator/types');

/** The one region the Functions emulator has `functionId` in, or undefined. */
function loadedRegion(functionId) {
  if (!EmulatorRegistry.isRunning(Emulators.FUNCTIONS)) return undefined;
  const functions = EmulatorRegistry.get(Emulators.FUNCTIONS);
  const definitions =
    typeof functions.getTriggerDefinitions === 'function' ? functions.getTriggerDefinitions() : [];
  const regions = [
    ...new Set(definitions.filter((def) => def.name === functionId).map((def) => def.region)),
  ];
  return regions.length === 1 ? regions[0] : undefined;
}

const original = proxyModule.functionsProxy;
proxyModule.functionsProxy = function functionsProxyWithDeployedRegion(options) {
  const proxy = original(options);
  return (rewrite) => {
    const target = rewrite && rewrite.function;
    if (target && typeof target === 'object' && !target.region) {
      const region = loadedRegion(target.functionId);
      if (region) return proxy({ ...rewrite, function: { ...target, region } });
    }
    return proxy(rewrite);
  };
};
