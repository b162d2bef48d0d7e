import { logger } from 'firebase-functions/logger';
import type { ImportStep } from '../../shared/domain/building-import/import-step-units.js';

/** Steps of one import sent and not yet answered, at most (the others wait their turn). */
export const STEPS_IN_FLIGHT = 2;

/**
 * Sends an import's steps while the import is still being read (see `ImportStepPacker`): each
 * step when it is made, at most {@link STEPS_IN_FLIGHT} at a time, in the order made (an
 * `ordered` step, which writes below a building of an earlier step, only once every earlier one
 * is stored: updates in flight together may be applied in either order), and the
 * commit only after every other step is stored. After a failure nothing more is sent. When a step
 * fails, or the import is abandoned (a file refused half-way), every stored step is undone, the
 * latest first, and nothing of the import is left.
 */
export class ImportStepWriter {
  private readonly waiting: ImportStep[] = [];
  /** Undos of the steps stored, in the order they were stored (the steps' bytes are let go). */
  private readonly stored: (() => string)[] = [];
  private inFlight = 0;
  private failure: { reason: unknown } | null = null;
  /** Resolved each time a step is answered. */
  private answered: (() => void)[] = [];

  constructor(
    private readonly update: (body: Uint8Array<ArrayBuffer> | string) => Promise<void>,
    private readonly uid: string,
  ) {}

  /** Queues a step that is not the last; a failure is kept for {@link check}. */
  send(step: ImportStep): void {
    this.waiting.push(step);
    this.pump();
  }

  private pump(): void {
    while (this.failure === null && this.inFlight < STEPS_IN_FLIGHT && this.waiting.length > 0) {
      // A step that writes below a building of an earlier step waits until that one is stored.
      if (this.waiting[0]!.ordered && this.inFlight > 0) return;
      const step = this.waiting.shift()!;
      this.inFlight += 1;
      this.update(step.bytes)
        .then(
          () => {
            if (step.undo) this.stored.push(step.undo);
          },
          (reason: unknown) => {
            this.failure ??= { reason };
          },
        )
        .finally(() => {
          this.inFlight -= 1;
          this.pump();
          for (const wake of this.answered.splice(0)) wake();
        });
    }
  }

  private nextAnswer(): Promise<void> {
    return new Promise((resolve) => this.answered.push(resolve));
  }

  /** Throws the first failure of the steps sent so far. */
  check(): void {
    if (this.failure) throw this.failure.reason;
  }

  /**
   * Waits while more steps are queued than can be in flight (so that reading does not run far
   * ahead of writing), then {@link check}s.
   */
  async room(): Promise<void> {
    while (this.failure === null && this.waiting.length > 0) await this.nextAnswer();
    this.check();
  }

  /** Waits until nothing is in flight and, unless a step failed, nothing is queued. */
  private async settle(): Promise<void> {
    while (this.inFlight > 0 || (this.failure === null && this.waiting.length > 0)) {
      await this.nextAnswer();
    }
  }

  /**
   * Writes the remaining steps in order once every step sent is stored, the last one being the
   * commit. Throws the first failure, after undoing everything stored.
   */
  async finish(remaining: readonly ImportStep[]): Promise<void> {
    await this.settle();
    try {
      this.check();
      for (const step of remaining) {
        await this.update(step.bytes);
        if (step.undo) this.stored.push(step.undo);
      }
    } catch (failure) {
      await this.abandon();
      throw failure;
    }
  }

  /** Undoes every stored step, the latest first, after the ones in flight are answered. */
  async abandon(): Promise<void> {
    this.failure ??= { reason: new Error('import abandoned') };
    this.waiting.length = 0;
    await this.settle();
    for (const undo of this.stored.splice(0).reverse()) {
      await this.update(undo()).catch((undoFailure: unknown) =>
        logger.error('building import undo failed', { uid: this.uid, reason: String(undoFailure) }),
      );
    }
  }
}
