// A call that finds no idle worker waits for one instead of never being answered.
//
// firebase-tools' Functions emulator (15.34) answers a call, an HTTP function's or a database
// trigger's event alike, in two steps: when no worker of the function is idle it starts one and
// awaits its start (`startRuntime`), then takes an idle worker (`RuntimeWorkerPool.submitRequest`).
// A call that arrives between the two can take the new worker first. `submitRequest` then throws
// "can't call submitRequest without checking for idle workers", the work queue logs that at DEBUG
// only, and the call is never answered: a browser's request hangs until the page closes, and a
// database event holds its trigger's lane in our database emulator until the delivery times out
// (docs/offline-stack.md). A Cloud Functions instance in production takes concurrent requests and
// a new instance takes the request it was started for, so no call is lost there.
//
// Here the call waits until a worker of its function is idle (each call ends within the
// function's timeout, so one will be) and is then handed to it, as firebase-tools would have done.
// When the function has no worker left at all (they exited), or none frees within
// `giveUpAfterMs`, the call is answered 503 instead of hanging. Each wait prints one line to the
// Functions emulator's log, so a run shows how often the race happened.
'use strict';

const POLL_MS = 20;
/** Longer than any function's timeout (540 s at most in Cloud Functions). */
const GIVE_UP_AFTER_MS = 600_000;
const INSTALLED = Symbol.for('facet.functionsWorkerWait');

/**
 * Wraps `Pool.prototype.submitRequest` (firebase-tools' `RuntimeWorkerPool`); returns false when
 * it was wrapped before or has no such method (another firebase-tools version: left as it is).
 */
function installWorkerWait(Pool, options = {}) {
  const pollMs = options.pollMs ?? POLL_MS;
  const giveUpAfterMs = options.giveUpAfterMs ?? GIVE_UP_AFTER_MS;
  const log = options.log ?? ((line) => console.log(line));
  const submit = Pool.prototype.submitRequest;
  if (typeof submit !== 'function' || submit[INSTALLED]) return false;

  async function submitRequest(triggerId, req, resp, body, debug, runtime) {
    if (!this.getIdleWorker(triggerId, runtime)) {
      const started = Date.now();
      log(
        `[facet] functions: a call of ${triggerId} found no idle worker (another call took the ` +
          'one started for it); it waits for one',
      );
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        if (this.getIdleWorker(triggerId, runtime)) break;
        const left = this.getTriggerWorkers(triggerId, runtime).length;
        if (left === 0 || Date.now() - started >= giveUpAfterMs) {
          const why = left === 0 ? 'no worker is left' : `none was idle for ${giveUpAfterMs} ms`;
          log(`[facet] functions: a call of ${triggerId} is answered 503: ${why}`);
          if (!resp.headersSent) {
            resp.writeHead(503, { 'Content-Type': 'text/plain' });
          }
          resp.end(`No worker of ${triggerId} is available: ${why}.`);
          return;
        }
      }
    }
    return submit.call(this, triggerId, req, resp, body, debug, runtime);
  }
  submitRequest[INSTALLED] = true;
  Pool.prototype.submitRequest = submitRequest;
  return true;
}

module.exports = { installWorkerWait };
