import { describe, expect, it } from 'vitest';
import { compileRulesRegex } from './regex.js';

const compile = (pattern: string, flags = ''): RegExp => compileRulesRegex(pattern, flags, 0);

describe('compileRulesRegex', () => {
  it.each([
    ['^foo', 'foobar', true],
    ['^foo', 'barfoo', false],
    ['a$', 'ba', true],
    ['^a*$', '', true],
    ['^a+$', '', false],
    ['^a?$', 'aa', false],
    ['........', 'Firebase', true],
    ['^(ab)*$', 'abab', true],
    ['^(a|bc)$', 'bc', true],
    ['^[ABCDEF]+$', 'FACE', true],
    ['^[0-9A-F]+$', '12G', false],
    ['^[^0-9]+$', 'abc', true],
    ['^\\d{4}-\\d{2}$', '2024-05', true],
    ['^\\w+\\s\\S$', 'ab c', true],
    ['^a{2,}$', 'aaa', true],
    ['^a{1,2}$', 'aaa', false],
    ['^\\.\\/$', './', true],
  ])('/%s/ on %j is %s', (pattern, input, expected) => {
    expect(compile(pattern).test(input)).toBe(expected);
  });

  it('supports the i flag only', () => {
    expect(compile('^abc$', 'i').test('ABC')).toBe(true);
    expect(() => compile('abc', 'g')).toThrow(/flag 'g'/);
    expect(() => compile('abc', 'm')).toThrow(/flag/);
    expect(() => compile('abc', 'ii')).toThrow(/Repeated/);
  });

  it.each([
    ['a^b', /first character/],
    ['a$b', /last character/],
    ['(?=a)', /Look-arounds/],
    ['(?:a)', /Look-arounds/],
    ['\\1', /Unsupported escape/],
    ['\\b', /Unsupported escape/],
    ['*a', /Nothing to repeat/],
    ['a**', /Nothing to repeat/],
    ['a+?', /Nothing to repeat/],
    ['a{x}', /Invalid '\{'/],
    ['a{3,1}', /out of order/],
    ['(a', /Unclosed '\('/],
    ['a)', /Unmatched/],
    ['[abc', /Unclosed '\['/],
    ['[]', /Empty character class/],
    ['a]', /Unescaped/],
    ['a\\', /lone backslash/],
  ])('rejects /%s/', (pattern, message) => {
    expect(() => compile(pattern)).toThrow(message);
  });

  it('positions errors after the opening slash', () => {
    try {
      compileRulesRegex('ab^', '', 10);
    } catch (error) {
      expect(error).toMatchObject({ offset: 13 });
    }
  });
});
