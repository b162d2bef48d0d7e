/** What the compiler knows statically about a value; `any` means "checked at run time". */
export type StaticType =
  | 'snapshot'
  | 'string'
  | 'number'
  | 'boolean'
  | 'null'
  | 'regex'
  | 'array'
  | 'auth'
  | 'query'
  | 'any';

/** What a method argument must be; `regex` only accepts a regex literal. */
export type ArgType = 'string' | 'array' | 'regex';

/** A method's parameters (the last `optional` ones may be left out) and result type. */
export interface MethodSignature {
  readonly args: readonly ArgType[];
  readonly optional?: number;
  readonly result: StaticType;
}

/** RuleDataSnapshot methods, as in Firebase's rules reference. */
export const SNAPSHOT_METHODS: Readonly<Record<string, MethodSignature>> = {
  val: { args: [], result: 'any' },
  child: { args: ['string'], result: 'snapshot' },
  parent: { args: [], result: 'snapshot' },
  hasChild: { args: ['string'], result: 'boolean' },
  hasChildren: { args: ['array'], optional: 1, result: 'boolean' },
  exists: { args: [], result: 'boolean' },
  getPriority: { args: [], result: 'any' },
  isNumber: { args: [], result: 'boolean' },
  isString: { args: [], result: 'boolean' },
  isBoolean: { args: [], result: 'boolean' },
};

/** String methods, as in Firebase's rules reference (`length` is a property). */
export const STRING_METHODS: Readonly<Record<string, MethodSignature>> = {
  contains: { args: ['string'], result: 'boolean' },
  beginsWith: { args: ['string'], result: 'boolean' },
  endsWith: { args: ['string'], result: 'boolean' },
  replace: { args: ['string', 'string'], result: 'string' },
  toLowerCase: { args: [], result: 'string' },
  toUpperCase: { args: [], result: 'string' },
  matches: { args: ['regex'], result: 'boolean' },
};

/** The fields of the `auth` variable. */
export const AUTH_FIELDS: ReadonlySet<string> = new Set(['uid', 'provider', 'token']);

/** The `query` variable's fields and their types (booleans are never null). */
export const QUERY_FIELDS: Readonly<Record<string, StaticType>> = {
  orderByKey: 'boolean',
  orderByValue: 'boolean',
  orderByPriority: 'boolean',
  orderByChild: 'any',
  startAt: 'any',
  endAt: 'any',
  equalTo: 'any',
  limitToFirst: 'any',
  limitToLast: 'any',
};
