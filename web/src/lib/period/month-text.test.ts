import { describe, expect, it } from 'vitest';
import { parseMonthText } from './month-text';

describe('parseMonthText', () => {
  it.each([
    ['2025-03', 'en-US', '2025-03'],
    [' 2025-3 ', 'en-US', '2025-03'],
    ['2025/12', 'en-US', '2025-12'],
    ['03/2025', 'en-US', '2025-03'],
    ['3/2025', 'cs-CZ', '2025-03'],
    ['3.2025', 'de-DE', '2025-03'],
    ['03.2025', 'de-DE', '2025-03'],
    ['3. 2025', 'cs-CZ', '2025-03'],
    ['11-2025', 'en-US', '2025-11'],
    ['March 2025', 'en-US', '2025-03'],
    ['Mar 2025', 'en-US', '2025-03'],
    ['sep. 2025', 'en-US', '2025-09'],
    ['2025 March', 'en-US', '2025-03'],
    ['březen 2025', 'cs-CZ', '2025-03'],
    ['března 2025', 'cs-CZ', '2025-03'],
    ['brezen 2025', 'cs-CZ', '2025-03'],
    ['März 2025', 'de-DE', '2025-03'],
    ['Dez. 2025', 'de-DE', '2025-12'],
    ['March 2025', 'de-DE', '2025-03'],
  ])('reads %j in %s as %s', (text, locale, month) => {
    expect(parseMonthText(text, locale)).toBe(month);
  });

  it.each([
    '',
    '2025',
    '2025-0',
    '2025-13',
    '13/2025',
    '0/2025',
    '25-03',
    '2025-03-01',
    'Marchember 2025',
    'březen 25',
  ])('reads no month in %j', (text) => {
    expect(parseMonthText(text, 'cs-CZ')).toBeUndefined();
  });
});
