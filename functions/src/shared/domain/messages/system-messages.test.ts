import { describe, expect, it } from 'vitest';
import { messageSchema } from '../../schemas/stored/message.js';
import {
  buildingImportResult,
  figuresFailedMessage,
  importFinishedMessage,
} from './system-messages.js';

const AT = Date.UTC(2026, 5, 15, 2);

describe('system messages', () => {
  it('tells an import with its result, one message per import', () => {
    const draft = importFinishedMessage(
      '-I1',
      { importKind: 'buildings', fileName: 'b.csv', rows: 3, created: 2, updated: 0, skipped: 1 },
      AT,
    );
    expect(draft.id).toBe('importFinished_-I1');
    expect(messageSchema.safeParse(draft.message).error).toBeUndefined();
  });

  it("tells a building import's unchanged buildings, and its new ones left to the night", () => {
    const report = { fileName: 'b.csv', rows: 9, created: 3, updated: 1, unchanged: 4, skipped: 1 };
    expect(buildingImportResult(report)).toEqual({
      importKind: 'buildings',
      fileName: 'b.csv',
      rows: 9,
      created: 3,
      updated: 1,
      unchanged: 4,
      skipped: 1,
    });
    const delayed = buildingImportResult({ ...report, unchanged: 0, figuresDelayed: true });
    expect(delayed).toMatchObject({ recomputeFailed: 3 });
    expect('unchanged' in delayed).toBe(false);
    const draft = importFinishedMessage('-I2', delayed, AT);
    expect(messageSchema.safeParse(draft.message).error).toBeUndefined();
  });

  it('lists at most ten parts that did not match, with the count of the rest', () => {
    const parts = Array.from({ length: 12 }, (_, n) => `equipment/-E${n}`);
    const draft = figuresFailedMessage({ buildingId: '-B1' }, 'invalidData', AT, parts);
    expect(draft.id).toBe('figuresFailed_-B1_invalidData_2026-06-15');
    expect(draft.message).toMatchObject({ params: { partsNotListed: 2 } });
    expect(messageSchema.safeParse(draft.message).error).toBeUndefined();
  });
});
