import { asString, type RuleValue } from './rule-value.js';
import { RuleEvaluationError, type RuleSnapshot } from './snapshot.js';

/** Calls a RuleDataSnapshot method on evaluated arguments (argument counts are checked at compile time). */
export function snapshotMethod(snapshot: RuleSnapshot, name: string, args: RuleValue[]): RuleValue {
  switch (name) {
    case 'val':
      return snapshot.val();
    case 'child':
      return snapshot.child(asString(args[0], 'child()'));
    case 'parent':
      return snapshot.parent();
    case 'hasChild':
      return snapshot.hasChild(asString(args[0], 'hasChild()'));
    case 'hasChildren': {
      const names = args[0];
      if (names === undefined) return snapshot.hasChildren();
      if (!Array.isArray(names))
        throw new RuleEvaluationError('hasChildren() needs an array of names');
      return snapshot.hasChildren(names as readonly unknown[]);
    }
    case 'exists':
      return snapshot.exists();
    case 'getPriority':
      return snapshot.getPriority();
    case 'isNumber':
      return snapshot.isNumber();
    case 'isString':
      return snapshot.isString();
    case 'isBoolean':
      return snapshot.isBoolean();
  }
  throw new RuleEvaluationError(`No such method '${name}' on a snapshot`);
}

/** Calls a string method; `replace` replaces every occurrence, as Firebase documents. */
export function stringMethod(value: string, name: string, args: RuleValue[]): RuleValue {
  switch (name) {
    case 'contains':
      return value.includes(asString(args[0], 'contains()'));
    case 'beginsWith':
      return value.startsWith(asString(args[0], 'beginsWith()'));
    case 'endsWith':
      return value.endsWith(asString(args[0], 'endsWith()'));
    case 'replace':
      // Firebase replaces every occurrence, unlike JavaScript's String.replace with a string.
      return value.split(asString(args[0], 'replace()')).join(asString(args[1], 'replace()'));
    case 'toLowerCase':
      return value.toLowerCase();
    case 'toUpperCase':
      return value.toUpperCase();
    case 'matches': {
      const regex = args[0];
      if (!(regex instanceof RegExp))
        throw new RuleEvaluationError('matches() needs a regular expression');
      return regex.test(value);
    }
  }
  throw new RuleEvaluationError(`No such method '${name}' on a string`);
}
