import { describe, expect, it } from 'vitest';
import { parseJsonSource, type SourceValue } from './json-source.js';
import { RulesSyntaxError } from './syntax-error.js';

/** Plain JSON of a parsed value, to compare with JSON.parse. */
function plain(value: SourceValue): unknown {
  switch (value.kind) {
    case 'object':
      return Object.fromEntries(value.entries.map((e) => [e.key, plain(e.value)]));
    case 'array':
      return value.items.map(plain);
    case 'null':
      return null;
    default:
      return value.value;
  }
}

describe('parseJsonSource', () => {
  it('parses the same values as JSON.parse', () => {
    const text = '{"a": [1, -2.5e3, true, false, null, "x\\u0041\\n\\"\\/"], "b": {}, "c": []}';
    expect(plain(parseJsonSource(text))).toEqual(JSON.parse(text));
  });

  it('skips // and /* */ comments anywhere whitespace may be', () => {
    const text = '// lead\n{ /* a */ "a" /* b */ : // c\n 1 /* d */ } // tail';
    expect(plain(parseJsonSource(text))).toEqual({ a: 1 });
  });

  it('does not treat // inside strings as a comment', () => {
    expect(plain(parseJsonSource('{"url": "http://x"}'))).toEqual({ url: 'http://x' });
  });

  it('maps each decoded character of a string to its file offset', () => {
    const value = parseJsonSource('  "a\\"b"');
    expect(value).toMatchObject({
      kind: 'string',
      value: 'a"b',
      offset: 2,
      charOffsets: [3, 4, 6, 7],
    });
  });

  it.each([
    ['', 1, 1, /Unexpected end/],
    ['{"a": 1,\n  }', 2, 3, /Expected a quoted key/],
    ['{"a" 1}', 1, 6, /Expected ':'/],
    ['[1 2]', 1, 4, /Expected ',' or '\]'/],
    ['{"a": 01}', 1, 8, /Expected ',' or '}'/],
    ['{"a": "\\x"}', 1, 8, /Invalid escape/],
    ['{"a": "\\u12"}', 1, 8, /Invalid \\u escape/],
    ['{} x', 1, 4, /after the end/],
    ['{"a": 1, "a": 2}', 1, 10, /Duplicate key 'a'/],
    ['{"a": @}', 1, 7, /Unexpected character '@'/],
  ])('%j fails at %i:%i', (text, line, column, reason) => {
    let caught: unknown;
    try {
      parseJsonSource(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RulesSyntaxError);
    expect(caught).toMatchObject({ line, column });
    expect((caught as RulesSyntaxError).reason).toMatch(reason);
  });
});
