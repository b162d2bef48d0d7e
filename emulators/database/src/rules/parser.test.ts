import { describe, expect, it } from 'vitest';
import type { Expr } from './ast.js';
import { parseExpression } from './parser.js';

/** Fully parenthesised form of a syntax tree, to check precedence and associativity. */
function show(expr: Expr): string {
  switch (expr.type) {
    case 'literal':
      return JSON.stringify(expr.value);
    case 'regex':
      return String(expr.regex);
    case 'array':
      return `[${expr.items.map(show).join(',')}]`;
    case 'identifier':
      return expr.name;
    case 'member':
      return `${show(expr.object)}.${expr.property}`;
    case 'index':
      return `${show(expr.object)}[${show(expr.index)}]`;
    case 'method':
      return `${show(expr.object)}.${expr.name}(${expr.args.map(show).join(',')})`;
    case 'unary':
      return `(${expr.operator}${show(expr.operand)})`;
    case 'binary':
    case 'logical':
      return `(${show(expr.left)} ${expr.operator} ${show(expr.right)})`;
    case 'conditional':
      return `(${show(expr.test)} ? ${show(expr.consequent)} : ${show(expr.alternate)})`;
  }
}

const parse = (source: string): string => show(parseExpression(source));

describe('parseExpression precedence', () => {
  it.each([
    ['a || b && c', '(a || (b && c))'],
    ['a && b || c', '((a && b) || c)'],
    ['a == b && c != d', '((a == b) && (c != d))'],
    ['a < b == c >= d', '((a < b) == (c >= d))'],
    ['a + b * c', '(a + (b * c))'],
    ['a * b + c % d', '((a * b) + (c % d))'],
    ['a - b - c', '((a - b) - c)'],
    ['a / b / c', '((a / b) / c)'],
    ['!a && b', '((!a) && b)'],
    ['!a.b()', '(!a.b())'],
    ['-a * b', '((-a) * b)'],
    ['- -a', '(-(-a))'],
    ['!!a', '(!(!a))'],
    ['(a + b) * c', '((a + b) * c)'],
    ['a ? b : c ? d : e', '(a ? b : (c ? d : e))'],
    ['a || b ? c : d', '((a || b) ? c : d)'],
    ['a ? b || c : d && e', '(a ? (b || c) : (d && e))'],
    ['a === b !== c', '((a === b) !== c)'],
  ])('%s', (source, expected) => {
    expect(parse(source)).toBe(expected);
  });
});

describe('parseExpression forms', () => {
  it('parses literals', () => {
    expect(parse('1 + \'x\' + "y"')).toBe('((1 + "x") + "y")');
    expect(parse('true != false && null == null')).toBe('((true != false) && (null == null))');
  });

  it('parses member access, indexing and method calls', () => {
    expect(parse("root.child('a/b').child($k).val()")).toBe('root.child("a/b").child($k).val()');
    expect(parse("auth.token.firebase.identities['google.com']")).toBe(
      'auth.token.firebase.identities["google.com"]',
    );
    expect(parse("data.hasChildren(['a', 'b'])")).toBe('data.hasChildren(["a","b"])');
    expect(parse('data.hasChildren()')).toBe('data.hasChildren()');
  });

  it('parses regex literals as method arguments', () => {
    expect(parse('newData.val().matches(/^a+$/i)')).toBe('newData.val().matches(/^a+$/i)');
  });

  it('records spans', () => {
    const expr = parseExpression('  a  &&  b ');
    expect(expr).toMatchObject({ start: 2, end: 10 });
  });
});

describe('parseExpression errors', () => {
  it.each([
    ['', 0, /Empty expression/],
    ['a &&', 4, /Unexpected end/],
    ['(a', 2, /Expected '\)'/],
    ['a b', 2, /Unexpected 'b'/],
    ['a.', 2, /Expected a property name/],
    ['a.1', 2, /Expected a property name/],
    ['foo()', 3, /Only methods can be called/],
    ['a ? b', 5, /Expected ':'/],
    ['[1, 2', 5, /Expected '\]'/],
    [')', 0, /Unexpected '\)'/],
    ['x.matches(/a**/)', 13, /Nothing to repeat/],
  ])('%j fails at %i', (source, offset, message) => {
    let caught: unknown;
    try {
      parseExpression(source);
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ offset });
    expect((caught as Error).message).toMatch(message);
  });
});
