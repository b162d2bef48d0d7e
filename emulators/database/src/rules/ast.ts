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

export interface LiteralExpr extends Span {
  readonly type: 'literal';
  readonly value: string | number | boolean | null;
}

export interface RegexExpr extends Span {
  readonly type: 'regex';
  readonly regex: RegExp;
}

export interface ArrayExpr extends Span {
  readonly type: 'array';
  readonly items: readonly Expr[];
}

export interface IdentifierExpr extends Span {
  readonly type: 'identifier';
  readonly name: string;
}

export interface MemberExpr extends Span {
  readonly type: 'member';
  readonly object: Expr;
  readonly property: string;
}

export interface IndexExpr extends Span {
  readonly type: 'index';
  readonly object: Expr;
  readonly index: Expr;
}

export interface MethodExpr extends Span {
  readonly type: 'method';
  readonly object: Expr;
  readonly name: string;
  readonly args: readonly Expr[];
}

export type UnaryOperator = '!' | '-';

export interface UnaryExpr extends Span {
  readonly type: 'unary';
  readonly operator: UnaryOperator;
  readonly operand: Expr;
}

export type BinaryOperator =
  '+' | '-' | '*' | '/' | '%' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '===' | '!==';

export interface BinaryExpr extends Span {
  readonly type: 'binary';
  readonly operator: BinaryOperator;
  readonly left: Expr;
  readonly right: Expr;
}

export interface LogicalExpr extends Span {
  readonly type: 'logical';
  readonly operator: '&&' | '||';
  readonly left: Expr;
  readonly right: Expr;
}

export interface ConditionalExpr extends Span {
  readonly type: 'conditional';
  readonly test: Expr;
  readonly consequent: Expr;
  readonly alternate: Expr;
}
