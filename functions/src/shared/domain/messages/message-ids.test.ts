import { describe, expect, it } from 'vitest';
import { dbKeySchema } from '../../schemas/common.js';
import { figuresFailedId, maintenanceMessageId, messageKey } from './message-ids.js';

describe('message ids', () => {
  it('are valid database keys whatever the parts', () => {
    const key = messageKey('x', 'a.b', 'c#d', 'e$f', '[g]', 'h/i');
    expect(key).toBe('x_a-b_c-d_e-f_-g-_h-i');
    expect(dbKeySchema.safeParse(key).success).toBe(true);
  });

  it('are stable and tell events apart', () => {
    const a = maintenanceMessageId('maintenanceDue', 'b', 'e', 't', '2026-01-02');
    expect(a).toBe('maintenanceDue_b_e_t_2026-01-02');
    expect(maintenanceMessageId('maintenanceMissed', 'b', 'e', 't', '2026-01-02')).not.toBe(a);
    expect(maintenanceMessageId('maintenanceDue', 'b', 'e', 't', '2026-01-03')).not.toBe(a);
    expect(figuresFailedId('b', 'invalidData', '2026-01-02')).toBe(
      'figuresFailed_b_invalidData_2026-01-02',
    );
  });
});
