import { describe, expect, it } from 'vitest';
import { dateSchema, dbKeySchema, monthSchema, strictObject, timeOfDaySchema } from './common.js';
import { z } from 'zod';

describe('field builders', () => {
  it.each([
    [timeOfDaySchema, '00:00', true],
    [timeOfDaySchema, '23:59', true],
    [timeOfDaySchema, '24:00', false],
    [timeOfDaySchema, '8:00', false],
    [monthSchema, '2025-12', true],
    [monthSchema, '2025-13', false],
    [dateSchema, '2025-02-28', true],
    [dateSchema, '2025-02-32', false],
    [dateSchema, '28.02.2025', false],
    [dbKeySchema, '-Nx1_abc', true],
    [dbKeySchema, 'a.b', false],
    [dbKeySchema, 'a/b', false],
    [dbKeySchema, '', false],
  ] as const)('%#: %j valid: %s', (schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });

  it('reports unknown fields and missing objects with i18n keys', () => {
    const schema = strictObject({ a: z.string() });
    expect(schema.safeParse({ a: 'x', b: 1 }).error?.issues[0]?.message).toBe(
      'validation.unknownField',
    );
    expect(schema.safeParse('x').error?.issues[0]?.message).toBe('validation.required');
  });
});
