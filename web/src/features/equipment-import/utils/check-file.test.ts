import { describe, expect, it } from 'vitest';
import { checkEquipmentFile } from './check-file';

describe('checkEquipmentFile', () => {
  it('wants a .csv name and less than 10 MB', () => {
    expect(checkEquipmentFile({ name: 'assets.CSV', size: 10 })).toBeNull();
    expect(checkEquipmentFile({ name: 'assets.xlsx', size: 10 })).toBe('notCsv');
    expect(checkEquipmentFile({ name: 'a.csv', size: 10 * 1024 * 1024 })).toBe('tooLarge');
    expect(checkEquipmentFile({ name: 'a.csv', size: 10 * 1024 * 1024 - 1 })).toBeNull();
  });
});
