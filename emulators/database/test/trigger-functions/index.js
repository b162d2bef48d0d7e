// Probe functions for test/triggers.test.ts: each records the event it receives under
// /events/{probe} (admin write), so the test can compare what the Functions emulator's functions
// saw with what was written. Loaded by firebase-tools' Functions emulator, not by vitest.
'use strict';

const { initializeApp } = require('firebase-admin/app');
const { getDatabase } = require('firebase-admin/database');
const v1 = require('firebase-functions/v1');
const v2 = require('firebase-functions/v2/database');

initializeApp();

function record(probe, entry) {
  return getDatabase()
    .ref(`events/${probe}`)
    .push({ ...entry, at: Date.now() });
}

/** Values as JSON text: the database stores no nulls, and a missing `before` must show. */
function plain(value) {
  return JSON.stringify(value === undefined ? null : value);
}

function fromChange(event) {
  return {
    ref: event.ref,
    params: event.params,
    before: plain(event.data.before.val()),
    after: plain(event.data.after.val()),
    authType: event.authType,
    authId: plain(event.authId),
  };
}

function fromSnapshot(event) {
  return {
    ref: event.ref,
    params: event.params,
    value: plain(event.data.val()),
    authType: event.authType,
    authId: plain(event.authId),
  };
}

exports.written = v2.onValueWritten('/probe/written/{group}/{item}', (event) =>
  record('written', fromChange(event)),
);
exports.created = v2.onValueCreated('probe/lifecycle/{item}', (event) =>
  record('created', fromSnapshot(event)),
);
exports.updated = v2.onValueUpdated('probe/lifecycle/{item}', (event) =>
  record('updated', fromChange(event)),
);
exports.deleted = v2.onValueDeleted('probe/lifecycle/{item}', (event) =>
  record('deleted', fromSnapshot(event)),
);
exports.deep = v2.onValueWritten('probe/deep/{rest=**}', (event) =>
  record('deep', fromChange(event)),
);
exports.ordered = v2.onValueWritten('probe/ordered/{item}', async (event) => {
  // A slower first event must still be followed, not overtaken, by the next one.
  const after = event.data.after.val();
  if (after === 1) await new Promise((resolve) => setTimeout(resolve, 300));
  // Appended in a transaction: the list's order is the order the functions ran in.
  await getDatabase()
    .ref('events/orderedList')
    .transaction((list) => [...(list || []), after]);
});
exports.throws = v2.onValueWritten('probe/throws/{item}', () => {
  throw new Error('probe failure on purpose');
});

function v1Entry(change, context) {
  return {
    resource: context.resource.name,
    params: context.params,
    eventType: context.eventType,
    authType: context.authType,
    authUid: plain(context.auth ? context.auth.uid : null),
    before: plain(change.before.val()),
    after: plain(change.after.val()),
  };
}

exports.v1Write = v1.database
  .ref('/probe/v1/{item}')
  .onWrite((change, context) => record('v1Write', v1Entry(change, context)));
exports.v1Create = v1.database
  .ref('/probe/v1/{item}')
  .onCreate((snapshot, context) =>
    record('v1Create', { params: context.params, value: plain(snapshot.val()) }),
  );
exports.v1Update = v1.database
  .ref('/probe/v1/{item}')
  .onUpdate((change, context) => record('v1Update', v1Entry(change, context)));
exports.v1Delete = v1.database
  .ref('/probe/v1/{item}')
  .onDelete((snapshot, context) =>
    record('v1Delete', { params: context.params, value: plain(snapshot.val()) }),
  );
