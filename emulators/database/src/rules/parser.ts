import type { BinaryOperator, Expr } from './ast.js';
import { compileRulesRegex } from './regex.js';
import { ExpressionSyntaxError } from './syntax-error.js';
import { tokenize, type Token } from './tokenizer.js';

/** Binding power of each infix operator; higher binds tighter (JavaScript's order). */
const INFIX_POWER: Record<string, number> = {
  '?': 1,
  '||': 2,
  '&&': 3,
  '==': 4,
  '!=': 4,
  '===': 4,
  '!==': 4,
  '<': 5,
  '<=': 5,
  '>': 5,
  '>=': 5,
  '+': 6,
  '-': 6,
  '*': 7,
  '/': 7,
  '%': 7,
};
const PREFIX_POWER = 8;
const POSTFIX_POWER = 9;

/**
 * Parses one rule expression into a syntax tree (a Pratt parser over {@link tokenize}'s tokens).
 * Throws {@link ExpressionSyntaxError} with the offset of the offending token. Only syntax is
 * checked here; names and types are checked by the checker.
 */
export function parseExpression(source: string): Expr {
  const parser = new Parser(tokenize(source));
  if (parser.peek().type === 'eof') throw new ExpressionSyntaxError(0, 'Empty expression');
  const expr = parser.expression(0);
  const rest = parser.peek();
  if (rest.type !== 'eof')
    throw new ExpressionSyntaxError(rest.start, `Unexpected ${describe(rest)}`);
  return expr;
}

function describe(token: Token): string {
  switch (token.type) {
    case 'eof':
      return 'end of expression';
    case 'punct':
    case 'identifier':
      return `'${token.value}'`;
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'regex':
      return 'regular expression';
  }
}

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'eof') this.index++;
    return token;
  }

  private isPunct(value: string): boolean {
    const token = this.peek();
    return token.type === 'punct' && token.value === value;
  }

  private expect(value: string): Token {
    const token = this.peek();
    if (token.type !== 'punct' || token.value !== value) {
      throw new ExpressionSyntaxError(
        token.start,
        `Expected '${value}' but found ${describe(token)}`,
      );
    }
    return this.next();
  }

  expression(minPower: number): Expr {
    let left = this.prefix();
    for (;;) {
      const token = this.peek();
      if (token.type !== 'punct') break;
      if (token.value === '.' || token.value === '[' || token.value === '(') {
        if (POSTFIX_POWER <= minPower) break;
        left = this.postfix(left);
        continue;
      }
      const power = INFIX_POWER[token.value];
      if (power === undefined || power <= minPower) break;
      this.next();
      if (token.value === '?') {
        const consequent = this.expression(0);
        this.expect(':');
        // Right-associative: `a ? b : c ? d : e` nests to the right.
        const alternate = this.expression(power - 1);
        left = {
          type: 'conditional',
          test: left,
          consequent,
          alternate,
          start: left.start,
          end: alternate.end,
        };
      } else if (token.value === '&&' || token.value === '||') {
        const right = this.expression(power);
        left = {
          type: 'logical',
          operator: token.value,
          left,
          right,
          start: left.start,
          end: right.end,
        };
      } else {
        const right = this.expression(power);
        const operator = token.value as BinaryOperator;
        left = { type: 'binary', operator, left, right, start: left.start, end: right.end };
      }
    }
    return left;
  }

  private prefix(): Expr {
    const token = this.next();
    switch (token.type) {
      case 'number':
      case 'string':
        return { type: 'literal', value: token.value, start: token.start, end: token.end };
      case 'regex':
        return {
          type: 'regex',
          regex: compileRulesRegex(token.pattern, token.flags, token.start),
          start: token.start,
          end: token.end,
        };
      case 'identifier':
        if (token.value === 'true' || token.value === 'false') {
          return {
            type: 'literal',
            value: token.value === 'true',
            start: token.start,
            end: token.end,
          };
        }
        if (token.value === 'null')
          return { type: 'literal', value: null, start: token.start, end: token.end };
        return { type: 'identifier', name: token.value, start: token.start, end: token.end };
      case 'punct':
        return this.prefixPunct(token);
      case 'eof':
        throw new ExpressionSyntaxError(token.start, 'Unexpected end of expression');
    }
  }

  private prefixPunct(token: Token & { type: 'punct' }): Expr {
    if (token.value === '(') {
      const inner = this.expression(0);
      this.expect(')');
      return inner;
    }
    if (token.value === '!' || token.value === '-') {
      const operand = this.expression(PREFIX_POWER - 1);
      return {
        type: 'unary',
        operator: token.value,
        operand,
        start: token.start,
        end: operand.end,
      };
    }
    if (token.value === '[') {
      const items = this.list(']');
      return {
        type: 'array',
        items,
        start: token.start,
        end: this.tokens[this.index - 1]?.end ?? token.end,
      };
    }
    throw new ExpressionSyntaxError(token.start, `Unexpected '${token.value}'`);
  }

  private postfix(object: Expr): Expr {
    const token = this.next();
    if (token.type === 'punct' && token.value === '.') {
      const name = this.next();
      if (name.type !== 'identifier') {
        throw new ExpressionSyntaxError(
          name.start,
          `Expected a property name but found ${describe(name)}`,
        );
      }
      if (this.isPunct('(')) {
        this.next();
        const args = this.list(')');
        const end = this.tokens[this.index - 1]?.end ?? name.end;
        return { type: 'method', object, name: name.value, args, start: object.start, end };
      }
      return { type: 'member', object, property: name.value, start: object.start, end: name.end };
    }
    if (token.type === 'punct' && token.value === '[') {
      const index = this.expression(0);
      const close = this.expect(']');
      return { type: 'index', object, index, start: object.start, end: close.end };
    }
    throw new ExpressionSyntaxError(token.start, 'Only methods can be called (e.g. data.exists())');
  }

  /** Comma-separated expressions up to `close` (already past the opening bracket). */
  private list(close: string): Expr[] {
    const items: Expr[] = [];
    if (this.isPunct(close)) {
      this.next();
      return items;
    }
    for (;;) {
      items.push(this.expression(0));
      if (this.isPunct(',')) {
        this.next();
        continue;
      }
      this.expect(close);
      return items;
    }
  }
}
