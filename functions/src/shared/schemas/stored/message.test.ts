import { describe, expect, it } from 'vitest';
import { messageSchema } from './message.js';

const base = { buildingId: 'b1', createdAtMs: 1_700_000_000_000 };

describe('messageSchema', () => {
  it('accepts each kind with its params', () => {
    const samples = [
      {
        ...base,
        kind: 'equipmentAlert',
        equipmentId: 'e1',
        params: { alertId: 'a1', severity: 'critical', equipmentName: 'Boiler' },
      },
      {
        ...base,
        kind: 'maintenanceDue',
        equipmentId: 'e1',
        params: { taskId: 't1', taskTitle: 'Filters', dueOn: '2026-12-01' },
      },
      {
        ...base,
        kind: 'warrantyExpiring',
        equipmentId: 'e1',
        params: { withinDays: 30, expiresOn: '2026-12-20' },
        readAtMs: 1_700_000_000_001,
      },
      {
        createdAtMs: 1,
        kind: 'importFinished',
        importId: 'i1',
        params: { importKind: 'buildings', rows: 3, created: 2, updated: 0, skipped: 1 },
      },
      { ...base, kind: 'figuresFailed', params: { reason: 'invalidData', parts: ['general'] } },
      { ...base, kind: 'buildingShared', params: { role: 'viewer' } },
      { ...base, kind: 'memberRemoved', params: { memberUid: 'u2', role: 'editor' } },
    ];
    for (const sample of samples) expect(messageSchema.safeParse(sample).success).toBe(true);
  });

  it('rejects unknown fields, bad buckets, keys with forbidden characters and missing ids', () => {
    const bad = [
      { ...base, kind: 'buildingShared', params: { role: 'viewer' }, text: 'Hello' },
      {
        ...base,
        kind: 'warrantyExpiring',
        equipmentId: 'e1',
        params: { withinDays: 45, expiresOn: '2026-12-20' },
      },
      { ...base, buildingId: 'a.b', kind: 'buildingShared', params: { role: 'viewer' } },
      {
        ...base,
        kind: 'maintenanceDue',
        params: { taskId: 't', taskTitle: 'x', dueOn: '2026-01-01' },
      },
      { ...base, kind: 'nothing', params: {} },
    ];
    for (const sample of bad) expect(messageSchema.safeParse(sample).success).toBe(false);
  });
});
