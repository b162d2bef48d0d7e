import { describe, expect, it } from 'vitest';
import { addDays, regimeTasks } from './maintenance-regime';

describe('maintenance regime', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-11-25', 14)).toBe('2026-12-09');
    expect(addDays('2026-01-05', -14)).toBe('2025-12-22');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('lists open tasks due in the next 2 weeks and missed in the past 2, by due date', () => {
    const lists = regimeTasks(
      {
        today: { title: 'Today', dueOn: '2026-11-25' },
        edge: { title: 'Last day', dueOn: '2026-12-09' },
        late: { title: 'Too late', dueOn: '2026-12-10' },
        yesterday: { title: 'Yesterday', dueOn: '2026-11-24' },
        old: { title: 'Old', dueOn: '2026-11-11' },
        older: { title: 'Older', dueOn: '2026-11-10' },
        done: { title: 'Done', dueOn: '2026-11-26', doneOn: '2026-11-25' },
      },
      '2026-11-25',
    );
    expect(lists.upcoming.map((task) => task.taskId)).toEqual(['today', 'edge']);
    expect(lists.missed.map((task) => task.taskId)).toEqual(['old', 'yesterday']);
    expect(lists.upcoming[0]).toEqual({ taskId: 'today', title: 'Today', dueOn: '2026-11-25' });
  });

  it('is empty without tasks', () => {
    expect(regimeTasks(undefined, '2026-11-25')).toEqual({ upcoming: [], missed: [] });
  });
});
