import { ExpressionSyntaxError } from './syntax-error.js';

/** One lexical token of a rule expression; `start`/`end` are offsets in the expression text. */
export type Token =
  | {
      readonly type: 'number';
      readonly value: number;
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly type: 'string';
      readonly value: string;
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly type: 'regex';
      readonly pattern: string;
      readonly flags: string;
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly type: 'identifier';
      readonly value: string;
      readonly start: number;
      readonly end: number;
    }
  | { readonly type: 'punct'; readonly value: string; readonly start: number; readonly end: number }
  | { readonly type: 'eof'; readonly start: number; readonly end: number };

/** Longest first, so that `===` is not read as `==` followed by `=`. */
const PUNCTUATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
  '?',
  ':',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
];

const STRING_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '/': '/',
};

/**
 * Splits a rule expression into tokens. A `/` starts a regular-expression literal wherever an
 * operand is expected (after an operator, `(`, `,`, `[` or at the start) and is division elsewhere,
 * which is how JavaScript, whose syntax the rules language borrows, resolves the ambiguity.
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < source.length) {
    const ch = source[pos] as string;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      pos++;
      continue;
    }
    const start = pos;
    if (
      isDigit(ch) ||
      (ch === '.' && isDigit(source[pos + 1]) && expectsOperand(tokens[tokens.length - 1]))
    ) {
      const match = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(source.slice(pos));
      const text = match?.[0] ?? ch;
      pos += text.length;
      if (isIdentifierPart(source[pos])) throw new ExpressionSyntaxError(pos, 'Invalid number');
      tokens.push({ type: 'number', value: Number(text), start, end: pos });
    } else if (ch === "'" || ch === '"') {
      const { value, end } = readString(source, pos);
      pos = end;
      tokens.push({ type: 'string', value, start, end });
    } else if (isIdentifierStart(ch)) {
      while (isIdentifierPart(source[pos])) pos++;
      tokens.push({ type: 'identifier', value: source.slice(start, pos), start, end: pos });
    } else if (ch === '/' && expectsOperand(tokens[tokens.length - 1])) {
      const regex = readRegex(source, pos);
      pos = regex.end;
      tokens.push({ type: 'regex', pattern: regex.pattern, flags: regex.flags, start, end: pos });
    } else {
      const punct = PUNCTUATORS.find((p) => source.startsWith(p, pos));
      if (punct === undefined) {
        const hint = ch === '=' || ch === '&' || ch === '|' ? ` (did you mean '${ch}${ch}'?)` : '';
        throw new ExpressionSyntaxError(pos, `Unexpected character '${ch}'${hint}`);
      }
      pos += punct.length;
      tokens.push({ type: 'punct', value: punct, start, end: pos });
    }
  }
  tokens.push({ type: 'eof', start: source.length, end: source.length });
  return tokens;
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

function isIdentifierStart(ch: string | undefined): boolean {
  return ch !== undefined && /[A-Za-z_$]/.test(ch);
}

function isIdentifierPart(ch: string | undefined): boolean {
  return ch !== undefined && /[A-Za-z0-9_$]/.test(ch);
}

function expectsOperand(previous: Token | undefined): boolean {
  if (previous === undefined) return true;
  if (previous.type !== 'punct') return false;
  return previous.value !== ')' && previous.value !== ']';
}

function readString(source: string, start: number): { value: string; end: number } {
  const quote = source[start];
  let pos = start + 1;
  let value = '';
  for (;;) {
    const ch = source[pos];
    if (ch === undefined) throw new ExpressionSyntaxError(start, 'Unterminated string literal');
    if (ch === quote) return { value, end: pos + 1 };
    if (ch !== '\\') {
      value += ch;
      pos++;
      continue;
    }
    const esc = source[pos + 1] ?? '';
    const hexLength = esc === 'x' ? 2 : esc === 'u' ? 4 : 0;
    if (hexLength > 0) {
      const hex = source.slice(pos + 2, pos + 2 + hexLength);
      if (!new RegExp(`^[0-9a-fA-F]{${hexLength}}$`).test(hex)) {
        throw new ExpressionSyntaxError(pos, `Invalid \\${esc} escape`);
      }
      value += String.fromCharCode(parseInt(hex, 16));
      pos += 2 + hexLength;
      continue;
    }
    const decoded = STRING_ESCAPES[esc];
    if (decoded === undefined) throw new ExpressionSyntaxError(pos, `Invalid escape '\\${esc}'`);
    value += decoded;
    pos += 2;
  }
}

function readRegex(source: string, start: number): { pattern: string; flags: string; end: number } {
  let pos = start + 1;
  let inClass = false;
  for (;;) {
    const ch = source[pos];
    if (ch === undefined) throw new ExpressionSyntaxError(start, 'Unterminated regular expression');
    if (ch === '\\') {
      pos += 2;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    else if (ch === '/' && !inClass) break;
    pos++;
  }
  const pattern = source.slice(start + 1, pos);
  pos++;
  const flagsStart = pos;
  while (isIdentifierPart(source[pos])) pos++;
  return { pattern, flags: source.slice(flagsStart, pos), end: pos };
}
