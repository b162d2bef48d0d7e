import { describe, expect, it } from 'vitest';
import { ExpressionSyntaxError } from './syntax-error.js';
import { tokenize } from './tokenizer.js';

function kinds(source: string): string[] {
  return tokenize(source).map((t) => ('value' in t ? `${t.type}:${String(t.value)}` : t.type));
}

describe('tokenize', () => {
  it('reads numbers, strings, identifiers and punctuators', () => {
    expect(kinds("a.b(1.5, 'x') === $id")).toEqual([
      'identifier:a',
      'punct:.',
      'identifier:b',
      'punct:(',
      'number:1.5',
      'punct:,',
      'string:x',
      'punct:)',
      'punct:===',
      'identifier:$id',
      'eof',
    ]);
  });

  it('reads the longest operator first', () => {
    expect(kinds('a!==b!=c==d<=e>=f&&g||h')).toContain('punct:!==');
    expect(kinds('a<=b')).toEqual(['identifier:a', 'punct:<=', 'identifier:b', 'eof']);
  });

  it('decodes string escapes in both quote styles', () => {
    const [single] = tokenize("'it\\'s \\n \\u0041 \\x42'");
    expect(single).toMatchObject({ type: 'string', value: "it's \n A B" });
    const [double] = tokenize('"say \\"hi\\""');
    expect(double).toMatchObject({ type: 'string', value: 'say "hi"' });
  });

  it('reads exponents and leading-dot numbers', () => {
    expect(tokenize('1e3')[0]).toMatchObject({ value: 1000 });
    expect(tokenize('.5')[0]).toMatchObject({ value: 0.5 });
  });

  it('tells a regex literal from division by the previous token', () => {
    expect(tokenize('a / b / c').filter((t) => t.type === 'regex')).toHaveLength(0);
    const regex = tokenize('x.matches(/^a\\/b[/]$/i)').find((t) => t.type === 'regex');
    expect(regex).toMatchObject({ pattern: '^a\\/b[/]$', flags: 'i' });
    expect(tokenize('(a) / 2').some((t) => t.type === 'regex')).toBe(false);
  });

  it('reports offsets of bad characters', () => {
    expect(() => tokenize('a = b')).toThrow(ExpressionSyntaxError);
    try {
      tokenize('a & b');
    } catch (error) {
      expect(error).toMatchObject({ offset: 2 });
      expect((error as Error).message).toContain("'&&'");
    }
  });

  it('rejects unterminated strings and regexes and bad escapes', () => {
    expect(() => tokenize("'abc")).toThrow(/Unterminated string/);
    expect(() => tokenize('x.matches(/abc')).toThrow(/Unterminated regular/);
    expect(() => tokenize("'\\q'")).toThrow(/Invalid escape/);
    expect(() => tokenize('12abc')).toThrow(/Invalid number/);
  });
});
