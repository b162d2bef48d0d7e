/**
 * A rules file that cannot be compiled: bad JSON, an unknown `.key`, a malformed expression or a
 * type error found at compile time. `line` and `column` are 1-based and point into the rules file
 * text (not into the expression), so an editor or the REST 400 reply can show the exact spot.
 */
export class RulesSyntaxError extends Error {
  readonly line: number;
  readonly column: number;
  readonly reason: string;

  constructor(line: number, column: number, reason: string) {
    super(`Line ${line}, column ${column}: ${reason}`);
    this.name = 'RulesSyntaxError';
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

/**
 * An error inside one expression, positioned by offset in the expression's decoded text. The
 * rules compiler maps the offset back to a line and column in the file.
 */
export class ExpressionSyntaxError extends Error {
  readonly offset: number;
  readonly reason: string;

  constructor(offset: number, reason: string) {
    super(reason);
    this.name = 'ExpressionSyntaxError';
    this.offset = offset;
    this.reason = reason;
  }
}

/** Converts an offset in `text` to a 1-based line and column. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}
