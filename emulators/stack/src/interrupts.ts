/**
 * What the stack's commands stop when they are interrupted (Ctrl-C, SIGTERM) while nobody waits
 * for the signal. The emulators run in process groups of their own (`startProcess`), so a Ctrl-C
 * in the terminal reaches only this process and the commands it runs in its group: without this,
 * `npm test`, `npm run bench` or `stack:exec` stopped by Ctrl-C ended at once and left the
 * database emulator and firebase-tools running, holding their ports (the next run then refused to
 * start: "Port 4400 is already in use"), and their temporary directory behind.
 */

const STOPPED_BY: Record<'SIGINT' | 'SIGTERM', number> = { SIGINT: 130, SIGTERM: 143 };

/** What to stop, latest first. */
const stops: (() => Promise<void>)[] = [];
let stopping: Promise<void> | null = null;

/**
 * Ends the process on `signal` once everything registered has stopped, latest first, unless a
 * command waits for the signal itself (`waitForStopSignal`: `npm start` stops its stack then).
 */
function onSignal(signal: 'SIGINT' | 'SIGTERM'): void {
  if (process.listenerCount(signal) > 1 || stops.length === 0) return;
  stopping ??= (async () => {
    for (const stop of [...stops].reverse()) {
      try {
        await stop();
      } catch (failure) {
        console.error(failure);
      }
    }
  })();
  void stopping.finally(() => process.exit(STOPPED_BY[signal]));
}

/**
 * Registers `stop` to run when the process is interrupted; answers its removal (call it once the
 * thing is stopped). The process then exits with 130 (SIGINT) or 143 (SIGTERM).
 */
export function stopOnInterrupt(stop: () => Promise<void>): () => void {
  if (stops.length === 0) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  stops.push(stop);
  return () => {
    const index = stops.indexOf(stop);
    if (index !== -1) stops.splice(index, 1);
    if (stops.length === 0 && stopping === null) {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  };
}
