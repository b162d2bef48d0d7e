import { describe, expect, it } from 'vitest';
import { maintenanceRegime, maintenanceRegimeOn } from './maintenance-regime.js';

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

describe('maintenanceRegimeOn', () => {
  it('lists the open tasks around a given day, the same window across months', () => {
    const regime = maintenanceRegimeOn(
      {
        e1: {
          tasks: {
            today: { title: 'Today', dueOn: '2026-11-25' },
            edge: { title: 'Last day', dueOn: '2026-12-09' },
            late: { title: 'Too late', dueOn: '2026-12-10' },
            yesterday: { title: 'Yesterday', dueOn: '2026-11-24' },
            old: { title: 'Old', dueOn: '2026-11-11' },
            older: { title: 'Older', dueOn: '2026-11-10' },
            done: { title: 'Done', dueOn: '2026-11-26', doneOn: '2026-11-25' },
          },
        },
      },
      '2026-11-25',
    );
    expect(regime.upcoming.map((task) => task.taskId)).toEqual(['today', 'edge']);
    expect(regime.missed.map((task) => task.taskId)).toEqual(['old', 'yesterday']);
    expect(regime.upcoming[0]).toEqual({
      equipmentId: 'e1',
      taskId: 'today',
      title: 'Today',
      dueOn: '2026-11-25',
    });
  });

  it('orders the tasks of one day by title, and is empty without tasks', () => {
    const regime = maintenanceRegimeOn(
      {
        e1: {
          tasks: {
            t1: { title: 'Tubes', dueOn: '2026-01-02' },
            t2: { title: 'Oil analysis', dueOn: '2026-01-02' },
          },
        },
      },
      '2026-01-01',
    );
    expect(regime.upcoming.map((task) => task.title)).toEqual(['Oil analysis', 'Tubes']);
    expect(maintenanceRegimeOn({ e1: {} }, '2026-11-25')).toEqual({ upcoming: [], missed: [] });
  });

  it('agrees with the regime of an instant on its UTC day', () => {
    const equipment = {
      e1: { tasks: { t1: { title: 'Filters', dueOn: '2026-03-29' } } },
    };
    expect(maintenanceRegimeOn(equipment, '2026-03-15')).toEqual(
      maintenanceRegime(equipment, Date.UTC(2026, 2, 15, 23, 59)),
    );
  });
});
