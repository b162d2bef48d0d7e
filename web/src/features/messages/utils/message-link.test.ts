import { describe, expect, it } from 'vitest';
import { messageLink } from './message-link';

describe('messageLink', () => {
  it('leads to where each message is acted on', () => {
    expect(
      messageLink({
        kind: 'maintenanceDue',
        buildingId: 'b1',
        equipmentId: 'e1',
        createdAtMs: 1,
        params: { taskId: 't', taskTitle: 'x', dueOn: '2026-01-01' },
      }),
    ).toEqual({ href: '/building/b1/equipment/e1', label: 'equipment' });
    expect(
      messageLink({
        kind: 'figuresFailed',
        buildingId: 'b1',
        createdAtMs: 1,
        params: { reason: 'recomputeFailed' },
      }).href,
    ).toBe('/building/b1/performance');
    expect(
      messageLink({
        kind: 'importFinished',
        importId: 'i',
        createdAtMs: 1,
        params: { importKind: 'buildings', rows: 0, created: 0, updated: 0, skipped: 0 },
      }).href,
    ).toBe('/building');
  });
});
