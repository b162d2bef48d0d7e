import type { Expr } from './ast.js';
import { checkRuleExpression, type RuleKind } from './checker.js';
import { parseJsonSource, type SourceValue } from './json-source.js';
import { parseExpression } from './parser.js';
import { ExpressionSyntaxError, RulesSyntaxError, lineColumnAt } from './syntax-error.js';

/** How often one rule expression evaluated to each outcome (the coverage report's counters). */
export interface EvaluationCounts {
  true: number;
  false: number;
  error: number;
}

/** One `.read`, `.write` or `.validate` of the rules file, compiled. */
export interface RuleExpression {
  /** The rule's location as a path pattern, e.g. `/users/$uid`. */
  readonly pattern: string;
  readonly kind: RuleKind;
  /** The expression text as written (`true`/`false` for boolean rules). */
  readonly source: string;
  readonly line: number;
  readonly column: number;
  /** A constant for boolean rules, otherwise the checked syntax tree. */
  readonly body: boolean | Expr;
  readonly counts: EvaluationCounts;
}

/** One location of the rules tree. Named children take precedence over the `$wildcard`. */
export interface RuleNode {
  readonly read?: RuleExpression;
  readonly write?: RuleExpression;
  readonly validate?: RuleExpression;
  readonly indexOn: readonly string[];
  readonly children: ReadonlyMap<string, RuleNode>;
  readonly wildcard?: { readonly name: string; readonly node: RuleNode };
}

/** A compiled rules file: the tree plus every expression in file order (for coverage). */
export interface RulesTree {
  readonly root: RuleNode;
  readonly expressions: readonly RuleExpression[];
}

/**
 * Compiles the text of a rules file (`{"rules": {...}}`, comments allowed). Every error, JSON or
 * expression, is a {@link RulesSyntaxError} positioned in `text`.
 */
export function compileRulesTree(text: string): RulesTree {
  const compiler: TreeCompiler = new TreeCompiler(text);
  const document = parseJsonSource(text);
  if (document.kind !== 'object')
    compiler.fail(document.offset, 'The rules file must be a JSON object');
  const rules = document.entries.find((entry) => entry.key === 'rules');
  for (const entry of document.entries) {
    if (entry.key !== 'rules') {
      compiler.fail(
        entry.keyOffset,
        `Unknown top-level key '${entry.key}' (only "rules" is allowed)`,
      );
    }
  }
  if (rules === undefined)
    compiler.fail(document.offset, 'The rules file needs a top-level "rules" key');
  const root = compiler.node(rules.value, [], new Set());
  return { root, expressions: compiler.expressions };
}

class TreeCompiler {
  readonly expressions: RuleExpression[] = [];

  constructor(private readonly text: string) {}

  fail(offset: number, reason: string): never {
    const { line, column } = lineColumnAt(this.text, offset);
    throw new RulesSyntaxError(line, column, reason);
  }

  node(value: SourceValue, path: readonly string[], wildcards: ReadonlySet<string>): RuleNode {
    if (value.kind !== 'object')
      this.fail(value.offset, `Rules at /${path.join('/')} must be an object`);
    const children = new Map<string, RuleNode>();
    const rule: {
      read?: RuleExpression;
      write?: RuleExpression;
      validate?: RuleExpression;
      indexOn: string[];
      wildcard?: { name: string; node: RuleNode };
    } = { indexOn: [] };
    const pattern = '/' + path.join('/');
    for (const entry of value.entries) {
      const key = entry.key;
      if (key === '.read' || key === '.write' || key === '.validate') {
        const compiled = this.expression(entry.value, key, pattern, wildcards);
        if (key === '.read') rule.read = compiled;
        else if (key === '.write') rule.write = compiled;
        else rule.validate = compiled;
      } else if (key === '.indexOn') {
        rule.indexOn = this.indexOn(entry.value);
      } else if (key.startsWith('.')) {
        this.fail(
          entry.keyOffset,
          `Unknown rule '${key}' (expected .read, .write, .validate or .indexOn)`,
        );
      } else if (key.startsWith('$')) {
        if (!/^\$[A-Za-z0-9_-]+$/.test(key))
          this.fail(entry.keyOffset, `Invalid wildcard name '${key}'`);
        if (rule.wildcard)
          this.fail(
            entry.keyOffset,
            `Only one $wildcard is allowed per location (${rule.wildcard.name} and ${key})`,
          );
        if (wildcards.has(key))
          this.fail(entry.keyOffset, `Wildcard '${key}' is already used above this location`);
        const inner = new Set(wildcards).add(key);
        rule.wildcard = { name: key, node: this.node(entry.value, [...path, key], inner) };
      } else {
        // eslint-disable-next-line no-control-regex -- control characters are invalid in keys
        if (/[.#$[\]/\u0000-\u001f\u007f]/.test(key) || key.length === 0) {
          this.fail(entry.keyOffset, `Invalid key '${key}' in rules`);
        }
        children.set(key, this.node(entry.value, [...path, key], wildcards));
      }
    }
    return { ...rule, children };
  }

  private indexOn(value: SourceValue): string[] {
    if (value.kind === 'string') return [value.value];
    if (value.kind === 'array') {
      return value.items.map((item) => {
        if (item.kind !== 'string')
          return this.fail(item.offset, '.indexOn entries must be strings');
        return item.value;
      });
    }
    return this.fail(value.offset, '.indexOn must be a string or an array of strings');
  }

  private expression(
    value: SourceValue,
    kind: RuleKind,
    pattern: string,
    wildcards: ReadonlySet<string>,
  ): RuleExpression {
    const { line, column } = lineColumnAt(this.text, value.offset);
    const counts = { true: 0, false: 0, error: 0 };
    let compiled: RuleExpression;
    if (value.kind === 'boolean') {
      compiled = {
        pattern,
        kind,
        source: String(value.value),
        line,
        column,
        body: value.value,
        counts,
      };
    } else if (value.kind === 'string') {
      let body: Expr;
      try {
        body = parseExpression(value.value);
        checkRuleExpression(body, kind, wildcards);
      } catch (error) {
        if (!(error instanceof ExpressionSyntaxError)) throw error;
        const offset =
          value.charOffsets[Math.min(error.offset, value.charOffsets.length - 1)] ?? value.offset;
        return this.fail(offset, `${kind}: ${error.reason}`);
      }
      compiled = { pattern, kind, source: value.value, line, column, body, counts };
    } else {
      return this.fail(value.offset, `${kind} must be a boolean or an expression string`);
    }
    this.expressions.push(compiled);
    return compiled;
  }
}
