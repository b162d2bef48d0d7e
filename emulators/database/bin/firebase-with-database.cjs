#!/usr/bin/env node
// Runs firebase-tools' CLI (same arguments as `firebase`) with this database emulator, already
// listening at FIREBASE_DATABASE_EMULATOR_HOST, registered as firebase-tools' Realtime Database
// emulator. firebase-tools then treats it as it treats Firebase's own (a Java jar it downloads,
// which this machine cannot have): the Functions emulator registers database triggers with it
// (`addRealtimeDatabaseTrigger`, only done while a database emulator is registered), functions
// get FIREBASE_DATABASE_EMULATOR_HOST, and the hub lists it. firebase-tools neither starts nor
// stops it: its `start`/`connect`/`stop` do nothing; rules are given to the emulator directly.
'use strict';

const hostPort = process.env.FIREBASE_DATABASE_EMULATOR_HOST;
if (hostPort) {
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry');
  const { Emulators } = require('firebase-tools/lib/emulator/types');
  const separator = hostPort.lastIndexOf(':');
  const host = hostPort.slice(0, separator).replace(/^\[|\]$/g, '');
  const port = Number(hostPort.slice(separator + 1));
  if (!host || !Number.isInteger(port)) {
    console.error(`FIREBASE_DATABASE_EMULATOR_HOST must be host:port, got "${hostPort}"`);
    process.exit(2);
  }
  EmulatorRegistry.set(Emulators.DATABASE, {
    getName: () => Emulators.DATABASE,
    getInfo: () => ({ name: Emulators.DATABASE, host, port, pid: 0 }),
    start: async () => undefined,
    connect: async () => undefined,
    stop: async () => undefined,
  });
}
require('firebase-tools/lib/bin/firebase');
