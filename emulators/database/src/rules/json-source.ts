import { RulesSyntaxError, lineColumnAt } from './syntax-error.js';

/**
 * A JSON value that remembers where it came from in the rules file, so that later errors (an
 * unknown `.key`, a bad expression) can name a line and column. Strings also keep, for each
 * decoded character, its offset in the file: escapes make the two differ.
 */
export type SourceValue =
  | { readonly kind: 'object'; readonly offset: number; readonly entries: readonly SourceEntry[] }
  | { readonly kind: 'array'; readonly offset: number; readonly items: readonly SourceValue[] }
  | {
      readonly kind: 'string';
      readonly offset: number;
      readonly value: string;
      /** File offset of each decoded character, plus one entry for the closing quote. */
      readonly charOffsets: readonly number[];
    }
  | { readonly kind: 'number'; readonly offset: number; readonly value: number }
  | { readonly kind: 'boolean'; readonly offset: number; readonly value: boolean }
  | { readonly kind: 'null'; readonly offset: number };

/** One `"key": value` member of an object, with the key's offset for error messages. */
export interface SourceEntry {
  readonly key: string;
  readonly keyOffset: number;
  readonly value: SourceValue;
}

/**
 * Parses JSON extended with `//` and `/* *\/` comments, as Firebase accepts in RTDB rules files.
 * Throws {@link RulesSyntaxError} at the first error, positioned in `text`.
 */
export function parseJsonSource(text: string): SourceValue {
  const parser = new JsonParser(text);
  parser.skipSpace();
  const value = parser.value();
  parser.skipSpace();
  if (parser.pos < text.length) parser.fail('Unexpected text after the end of the JSON document');
  return value;
}

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

class JsonParser {
  pos = 0;

  constructor(private readonly text: string) {}

  fail(reason: string, offset = this.pos): never {
    const { line, column } = lineColumnAt(this.text, offset);
    throw new RulesSyntaxError(line, column, reason, 'json');
  }

  skipSpace(): void {
    const text = this.text;
    while (this.pos < text.length) {
      const ch = text[this.pos];
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\uFEFF') {
        this.pos++;
      } else if (ch === '/' && text[this.pos + 1] === '/') {
        while (this.pos < text.length && text[this.pos] !== '\n') this.pos++;
      } else if (ch === '/' && text[this.pos + 1] === '*') {
        const end = text.indexOf('*/', this.pos + 2);
        if (end < 0) this.fail('Unterminated /* comment');
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }

  value(): SourceValue {
    const ch = this.text[this.pos];
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    if (ch === '"') return this.string();
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return this.number();
    for (const [word, kind] of [
      ['true', 'boolean'],
      ['false', 'boolean'],
      ['null', 'null'],
    ] as const) {
      if (this.text.startsWith(word, this.pos)) {
        const offset = this.pos;
        this.pos += word.length;
        return kind === 'null' ? { kind, offset } : { kind, offset, value: word === 'true' };
      }
    }
    if (ch === undefined) this.fail('Unexpected end of the rules file');
    return this.fail(`Unexpected character '${ch}'`);
  }

  private object(): SourceValue {
    const offset = this.pos++;
    const entries: SourceEntry[] = [];
    const seen = new Set<string>();
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return { kind: 'object', offset, entries };
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') this.fail('Expected a quoted key');
      const keyOffset = this.pos;
      const key = this.string();
      if (key.kind !== 'string') this.fail('Expected a quoted key', keyOffset);
      if (seen.has(key.value)) this.fail(`Duplicate key '${key.value}'`, keyOffset);
      seen.add(key.value);
      this.skipSpace();
      if (this.text[this.pos] !== ':') this.fail("Expected ':' after a key");
      this.pos++;
      this.skipSpace();
      entries.push({ key: key.value, keyOffset, value: this.value() });
      this.skipSpace();
      const next = this.text[this.pos];
      this.pos++;
      if (next === '}') return { kind: 'object', offset, entries };
      if (next !== ',') this.fail("Expected ',' or '}'", this.pos - 1);
    }
  }

  private array(): SourceValue {
    const offset = this.pos++;
    const items: SourceValue[] = [];
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return { kind: 'array', offset, items };
    }
    for (;;) {
      this.skipSpace();
      items.push(this.value());
      this.skipSpace();
      const next = this.text[this.pos];
      this.pos++;
      if (next === ']') return { kind: 'array', offset, items };
      if (next !== ',') this.fail("Expected ',' or ']'", this.pos - 1);
    }
  }

  private string(): SourceValue {
    const text = this.text;
    const offset = this.pos++;
    let value = '';
    const charOffsets: number[] = [];
    for (;;) {
      const ch = text[this.pos];
      if (ch === undefined) this.fail('Unterminated string', offset);
      if (ch === '"') {
        charOffsets.push(this.pos);
        this.pos++;
        return { kind: 'string', offset, value, charOffsets };
      }
      // Firebase accepts line breaks and tabs inside rule strings (multi-line expressions).
      if (ch < ' ' && ch !== '\n' && ch !== '\r' && ch !== '\t') {
        this.fail('Control character in string');
      }
      const start = this.pos;
      if (ch === '\\') {
        const esc = text[this.pos + 1] ?? '';
        if (esc === 'u') {
          const hex = text.slice(this.pos + 2, this.pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('Invalid \\u escape');
          value += String.fromCharCode(parseInt(hex, 16));
          this.pos += 6;
        } else {
          const decoded = ESCAPES[esc];
          if (decoded === undefined) this.fail(`Invalid escape '\\${esc}'`);
          value += decoded;
          this.pos += 2;
        }
      } else {
        value += ch;
        this.pos++;
      }
      charOffsets.push(start);
    }
  }

  private number(): SourceValue {
    const offset = this.pos;
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.pos));
    if (!match) this.fail('Invalid number');
    this.pos += match[0].length;
    return { kind: 'number', offset, value: Number(match[0]) };
  }
}
