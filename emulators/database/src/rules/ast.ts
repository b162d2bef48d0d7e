/**
 * Syntax tree of a rule expression. Every node keeps its `start`/`end` offsets in the expression
 * text for error messages. Calls only exist on members (`x.m(...)`), which is all the rules
 * language has, so they are one `method` node.
 */
export type Expr =
  | LiteralExpr
  | RegexExpr
  | ArrayExpr
  | IdentifierExpr
  | MemberExpr
  | IndexExpr
  | MethodExpr
  | UnaryExpr
  | BinaryExpr
  | LogicalExpr
  | ConditionalExpr;

interface Span {
  readonly start: number;
  readonly end: number;
}

/** A number, string, boolean or null literal. */
export interface LiteralExpr extends Span {
  readonly type: 'literal';
  readonly value: string | number | boolean | null;
}

/** A regular-expression literal, already translated and checked (see regex.ts). */
export interface RegexExpr extends Span {
  readonly type: 'regex';
  readonly regex: RegExp;
}

/** An array literal, as passed to `hasChildren([...])`. */
export interface ArrayExpr extends Span {
  readonly type: 'array';
  readonly items: readonly Expr[];
}

/** A variable: `auth`, `now`, `root`, `data`, `newData`, `query` or a `$wildcard`. */
export interface IdentifierExpr extends Span {
  readonly type: 'identifier';
  readonly name: string;
}

/** Property access `object.property` (string `length`, `auth.*`, `query.*`). */
export interface MemberExpr extends Span {
  readonly type: 'member';
  readonly object: Expr;
  readonly property: string;
}

/** Index access `object[index]` (claims with dots in their names, arrays in claims). */
export interface IndexExpr extends Span {
  readonly type: 'index';
  readonly object: Expr;
  readonly index: Expr;
}

/** A method call `object.name(args)`: snapshot and string methods. */
export interface MethodExpr extends Span {
  readonly type: 'method';
  readonly object: Expr;
  readonly name: string;
  readonly args: readonly Expr[];
}

/** Prefix operators. */
export type UnaryOperator = '!' | '-';

/** `!x` or `-x`. */
export interface UnaryExpr extends Span {
  readonly type: 'unary';
  readonly operator: UnaryOperator;
  readonly operand: Expr;
}

/** Arithmetic, comparison and equality operators (not the short-circuiting ones). */
export type BinaryOperator =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '<'
  | '<='
  | '>'
  | '>='
  | '=='
  | '!='
  | '==='
  | '!==';

/** `left op right` for a {@link BinaryOperator}; both sides are always evaluated. */
export interface BinaryExpr extends Span {
  readonly type: 'binary';
  readonly operator: BinaryOperator;
  readonly left: Expr;
  readonly right: Expr;
}

/** `&&` or `||`, which evaluate the right side only when needed. */
export interface LogicalExpr extends Span {
  readonly type: 'logical';
  readonly operator: '&&' | '||';
  readonly left: Expr;
  readonly right: Expr;
}

/** `test ? consequent : alternate`. */
export interface ConditionalExpr extends Span {
  readonly type: 'conditional';
  readonly test: Expr;
  readonly consequent: Expr;
  readonly alternate: Expr;
}
