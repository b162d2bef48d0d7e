import { describe, expect, it } from 'vitest';
import type { EquipmentImportReport } from '@shared/schemas/equipment-import';
import { equipmentImportReducer, IDLE } from './import-state';

const file = new File(['a'], 'r.csv');
const report = { created: 1 } as EquipmentImportReport;

describe('equipmentImportReducer', () => {
  it('goes idle → processing → done for a checked file', () => {
    const picked = equipmentImportReducer(IDLE, { type: 'pick', file, issue: null });
    const processing = equipmentImportReducer(picked, { type: 'start' });
    expect(processing).toEqual({ kind: 'processing', file });
    expect(equipmentImportReducer(processing, { type: 'done', report })).toEqual({
      kind: 'done',
      file,
      report,
    });
  });

  it('does not start with a refused file, and keeps the line of a failure', () => {
    const refused = equipmentImportReducer(IDLE, { type: 'pick', file, issue: 'notCsv' });
    expect(equipmentImportReducer(refused, { type: 'start' })).toBe(refused);
    const processing = { kind: 'processing' as const, file };
    expect(
      equipmentImportReducer(processing, { type: 'fail', reason: 'csv:file.malformed', line: 4 }),
    ).toEqual({ kind: 'failed', file, reason: 'csv:file.malformed', line: 4 });
  });
});
