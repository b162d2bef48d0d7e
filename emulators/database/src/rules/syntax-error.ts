/**
 * A rules file that cannot be compiled: bad JSON, an unknown `.key`, a malformed expression or a
 * type error found at compile time. `line` and `column` are 1-based and point into the rules file
 * text (not into the expression), so an editor or the REST 400 reply can show the exact spot.
 *
 * `message` has Firebase's shape, `L:C: reason`: its emulator answers a rules file that is not
 * JSON with `{"error": "5:1: Parse error.\n"}` and its deploy check prints `61:25: No such
 * method/property 'isArray'.` (firebase-tools issues #2782, #8985; jgudo/ecommerce-react#11).
 * firebase-tools prefixes it with the file name (`database.rules.json:5:1: Parse error. …`,
 * `DatabaseEmulator.prettyPrintRulesError`), and @firebase/rules-unit-testing's own suite expects
 * invalid JSON to fail with /Parse error/. A JSON error therefore reads `L:C: Parse error. reason`.
 */
export class RulesSyntaxError extends Error {
  readonly line: number;
  readonly column: number;
  readonly reason: string;
  /** `json` when the text is not (comment-extended) JSON, `rules` for everything found later. */
  readonly kind: 'json' | 'rules';

  constructor(line: number, column: number, reason: string, kind: 'json' | 'rules' = 'rules') {
    super(`${line}:${column}: ${kind === 'json' ? 'Parse error. ' : ''}${reason}`);
    this.name = 'RulesSyntaxError';
    this.line = line;
    this.column = column;
    this.reason = reason;
    this.kind = kind;
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
