import { describe, expect, it } from 'vitest';
import { maintenanceRegime } from './maintenance-regime.js';

describe('maintenanceRegime', () => {
  it('lists open tasks of the next and the past 2 weeks, by due date', () => {
    const now = Date.UTC(2026, 2, 15, 9, 30);
    const regime = maintenanceRegime(
      {
        b: {
          tasks: {
            t1: { title: 'Today', dueOn: '2026-03-15' },
            t2: { title: 'In 14 days', dueOn: '2026-03-29' },
            t3: { title: 'In 15 days', dueOn: '2026-03-30' },
            t4: { title: 'Done', dueOn: '2026-03-20', doneOn: '2026-03-14' },
          },
        },
        a: {
          tasks: {
            t5: { title: 'Yesterday', dueOn: '2026-03-14' },
            t6: { title: '14 days ago', dueOn: '2026-03-01' },
            t7: { title: '15 days ago', dueOn: '2026-02-28' },
            t8: { title: 'Also today', dueOn: '2026-03-15' },
          },
        },
        c: {},
      },
      now,
    );
    expect(regime.upcoming.map((t) => t.title)).toEqual(['Also today', 'Today', 'In 14 days']);
    expect(regime.missed.map((t) => t.title)).toEqual(['14 days ago', 'Yesterday']);
    expect(regime.missed[0]).toEqual({
      equipmentId: 'a',
      taskId: 't6',
      title: '14 days ago',
      dueOn: '2026-03-01',
    });
  });
});
