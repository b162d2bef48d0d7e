import { ExpressionSyntaxError } from './syntax-error.js';

/**
 * Turns a rules regular-expression literal into a JavaScript RegExp, accepting only what Firebase
 * documents for `matches()`: literals, `.`, `\d \w \s \D \W \S`, `\` before punctuation,
 * character classes and ranges, groups, `|`, the quantifiers `* + ? {n} {n,} {n,m}`, `^` only
 * as the first and `$` only as the last character, and the single flag `i`. Anything else
 * (look-arounds, back-references, lazy quantifiers, other flags) is rejected at compile time,
 * so a rule never silently means something different here than on Firebase.
 *
 * `offset` is where the literal starts in the expression, for error positions.
 */
export function compileRulesRegex(pattern: string, flags: string, offset: number): RegExp {
  const fail = (at: number, reason: string): never => {
    throw new ExpressionSyntaxError(offset + 1 + at, reason);
  };
  for (const flag of flags) {
    if (flag !== 'i') fail(pattern.length + 1, `Unsupported regular expression flag '${flag}'`);
  }
  if (new Set(flags).size !== flags.length)
    fail(pattern.length + 1, 'Repeated regular expression flag');
  let pos = 0;
  let depth = 0;
  let canQuantify = false;
  while (pos < pattern.length) {
    const ch = pattern[pos] as string;
    if (ch === '\\') {
      checkEscape(pattern, pos, fail);
      pos += 2;
      canQuantify = true;
    } else if (ch === '[') {
      pos = skipClass(pattern, pos, fail);
      canQuantify = true;
    } else if (ch === '(') {
      if (pattern[pos + 1] === '?') fail(pos, 'Look-arounds and (?…) groups are not supported');
      depth++;
      pos++;
      canQuantify = false;
    } else if (ch === ')') {
      if (depth === 0) fail(pos, "Unmatched ')' in regular expression");
      depth--;
      pos++;
      canQuantify = true;
    } else if (ch === '*' || ch === '+' || ch === '?' || ch === '{') {
      if (!canQuantify) fail(pos, `Nothing to repeat before '${ch}'`);
      if (ch === '{') {
        const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(pos));
        if (!match) fail(pos, "Invalid '{' quantifier (use {n}, {n,} or {n,m})");
        const min = Number(match?.[1]);
        const max = match?.[3] ? Number(match[3]) : Infinity;
        if (max < min) fail(pos, 'Quantifier range out of order');
        pos += match?.[0].length ?? 1;
      } else {
        pos++;
      }
      canQuantify = false;
    } else if (ch === '^') {
      if (pos !== 0) fail(pos, "'^' is only supported as the first character of the pattern");
      pos++;
      canQuantify = false;
    } else if (ch === '$') {
      if (pos !== pattern.length - 1) {
        fail(pos, "'$' is only supported as the last character of the pattern");
      }
      pos++;
      canQuantify = false;
    } else if (ch === '|') {
      pos++;
      canQuantify = false;
    } else if (ch === ']' || ch === '}') {
      fail(pos, `Unescaped '${ch}' in regular expression`);
    } else {
      pos++;
      canQuantify = true;
    }
  }
  if (depth > 0) fail(pattern.length, "Unclosed '(' in regular expression");
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    return fail(0, `Invalid regular expression: ${(error as Error).message}`);
  }
}

function checkEscape(
  pattern: string,
  pos: number,
  fail: (at: number, reason: string) => never,
): void {
  const next = pattern[pos + 1];
  if (next === undefined) fail(pos, 'Regular expression ends with a lone backslash');
  if (/[dDwWsS]/.test(next as string)) return;
  if (/[A-Za-z0-9]/.test(next as string))
    fail(pos, `Unsupported escape '\\${next}' in regular expression`);
}

function skipClass(
  pattern: string,
  start: number,
  fail: (at: number, reason: string) => never,
): number {
  let pos = start + 1;
  if (pattern[pos] === '^') pos++;
  if (pattern[pos] === ']') fail(start, 'Empty character class in regular expression');
  while (pos < pattern.length) {
    const ch = pattern[pos];
    if (ch === ']') return pos + 1;
    if (ch === '\\') {
      checkEscape(pattern, pos, fail);
      pos += 2;
    } else {
      pos++;
    }
  }
  return fail(start, "Unclosed '[' in regular expression");
}
