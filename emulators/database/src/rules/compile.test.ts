import { describe, expect, it } from 'vitest';
import { compileRules, indexOnAt, RulesSyntaxError } from './engine.js';

function syntaxError(text: string): RulesSyntaxError {
  try {
    compileRules(text);
  } catch (error) {
    if (error instanceof RulesSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a RulesSyntaxError');
}

const rules = (body: string): string => `{\n  "rules": {\n${body}\n  }\n}`;

describe('compileRules: the file', () => {
  it('accepts // and /* */ comments and keeps the text', () => {
    const text = `// header\n{ /* inline */ "rules": { ".read": true, // trailing\n ".write": false } }`;
    expect(compileRules(text).text).toBe(text);
  });

  it('reports JSON errors with line and column', () => {
    const error = syntaxError('{\n  "rules": {\n    ".read": tru\n  }\n}');
    expect(error).toMatchObject({ line: 3, column: 14, kind: 'json' });
    // Firebase's shape (`5:1: Parse error.`), so firebase-tools prints `file:3:14: Parse error. …`.
    expect(error.message).toMatch(/^3:14: Parse error\. Unexpected character 't'/);
    expect(syntaxError('{"rules": {".read": true,}}').reason).toMatch(/Expected a quoted key/);
    expect(syntaxError('{"rules": {}').reason).toMatch(/Expected ',' or '}'/);
    expect(syntaxError('{"rules": {} /* open').reason).toMatch(/Unterminated/);
    expect(syntaxError('{"rules": {".read": "a').reason).toMatch(/Unterminated string/);
    expect(syntaxError('{"rules": {".read": "\u0001"}}').reason).toMatch(/Control character/);
  });

  it('requires exactly a "rules" object at the top', () => {
    expect(syntaxError('[]').reason).toMatch(/must be a JSON object/);
    expect(syntaxError('{}').reason).toMatch(/needs a top-level "rules"/);
    expect(syntaxError('{"rules": {}, "extra": 1}').reason).toMatch(
      /Unknown top-level key 'extra'/,
    );
    expect(syntaxError('{"rules": true}').reason).toMatch(/must be an object/);
  });

  it('accepts line breaks inside expression strings, as Firebase does', () => {
    const text = '{"rules": {".read": "auth != null &&\n    auth.uid == \'x\'"}}';
    expect(() => compileRules(text)).not.toThrow();
    const error = syntaxError('{"rules": {\n".read": "auth != null &&\n    bad"}}');
    expect(error).toMatchObject({ line: 3, column: 5 });
  });

  it('rejects unknown .keys, duplicate keys and bad rule values', () => {
    const error = syntaxError(rules('    "a": {\n      ".raed": true\n    }'));
    expect(error).toMatchObject({ line: 4, column: 7, kind: 'rules' });
    expect(error.message).toBe(`4:7: ${error.reason}`);
    expect(error.reason).toMatch(/Unknown rule '.raed'/);
    expect(syntaxError(rules('    ".read": true, ".read": false')).reason).toMatch(/Duplicate key/);
    expect(syntaxError(rules('    ".read": 1')).reason).toMatch(/boolean or an expression string/);
    expect(syntaxError(rules('    ".indexOn": 3')).reason).toMatch(/string or an array/);
    expect(syntaxError(rules('    ".indexOn": ["a", 1]')).reason).toMatch(
      /entries must be strings/,
    );
  });

  it('checks wildcards', () => {
    expect(syntaxError(rules('    "$a": {}, "$b": {}')).reason).toMatch(/Only one \$wildcard/);
    expect(syntaxError(rules('    "$a": { "$a": {} }')).reason).toMatch(/already used/);
    expect(syntaxError(rules('    "$": {}')).reason).toMatch(/Invalid wildcard/);
  });
});

describe('compileRules: expressions', () => {
  it('positions expression errors inside the string in the file', () => {
    const error = syntaxError(rules('    "a": {\n      ".read": "auth != null && foo"\n    }'));
    // The value starts at column 16 (the quote); `foo` is 16 characters into the expression.
    expect(error).toMatchObject({ line: 4, column: 33 });
    expect(error.reason).toBe(".read: Unknown variable 'foo'");
  });

  it('accounts for escapes before the error', () => {
    const error = syntaxError(rules('    ".read": "\\"x\\" == bar"'));
    expect(error).toMatchObject({ line: 3, column: 24 });
  });

  it.each([
    ['.read', 'newData.exists()', /'newData' is not available in .read/],
    ['.write', 'query.limitToFirst == 1', /'query' is only available in .read/],
    ['.read', '$uid == auth.uid', /no such \$wildcard/],
    ['.read', 'data.exists', /must be called: exists\(\)/],
    ['.read', 'data.foo()', /No such method 'foo' on a snapshot/],
    ['.read', 'data.child()', /child\(\) takes 1 argument/],
    ['.read', "data.hasChildren(['a'], 1)", /takes 0 to 1 arguments/],
    ['.read', 'data.child(1).exists()', /needs a string argument/],
    ['.read', "'abc'.size > 1", /No such method\/property 'size' on a string/],
    ['.read', "'abc'.matches('a')", /regular expression literal/],
    ['.read', 'data.val() == /a/', /only be used as the argument of matches/],
    ['.read', "data == 'x'", /Cannot use a snapshot with '=='/],
    ['.read', "'a' + null == 'anull'", /\+ only operates on numbers and strings, not null/],
    ['.read', "auth.uid + true == 'x'", /\+ only operates on numbers and strings, not a boolean/],
    ['.read', 'query.foo == 1', /No such property 'foo' on query/],
    ['.read', "'a'", /must evaluate to a boolean, not a string/],
    ['.read', '1 + 2', /must evaluate to a boolean, not a number/],
    ['.read', 'data', /must evaluate to a boolean, not a snapshot/],
    ['.read', "!'a'", /needs a boolean, not a string/],
    ['.read', '1 && true', /needs a boolean, not a number/],
    ['.read', "'a' - 1 == 0", /needs numbers, not a string/],
    ['.read', "data['a'].exists()", /Use child/],
    ['.read', 'now.foo == 1', /No such property 'foo' on a number/],
    ['.validate', 'newData.val().matches(/a(?=b)/)', /Look-arounds/],
    ['.read', 'auth = null', /did you mean '=='/],
  ])('%s "%s"', (kind, expression, message) => {
    const text = rules(`    ${JSON.stringify(kind)}: ${JSON.stringify(expression)}`);
    expect(syntaxError(text).reason).toMatch(message);
  });

  it('accepts every documented variable and member', () => {
    const text = JSON.stringify({
      rules: {
        $uid: {
          '.read':
            "auth != null && auth.uid == $uid && auth.token.email_verified == true && now > 0 && root.child('a').val() != null && data.getPriority() == null && query.orderByKey == false && query.orderByValue == false && query.orderByPriority == false && query.orderByChild == null && query.startAt == null && query.endAt == null && query.equalTo == null && query.limitToFirst == null && query.limitToLast == null",
          '.write':
            "newData.hasChildren() && newData.hasChildren(['a']) && newData.hasChild('a') && !newData.isNumber() && !newData.isBoolean() && !newData.isString() && newData.parent().exists() && newData.child('a').val().length > 0",
          '.validate':
            "newData.child('a').val().toLowerCase().replace('x', 'y').toUpperCase().contains('Y') || 'ab'.beginsWith('a') && 'ab'.endsWith('b') && 'ab'.matches(/^a.$/i)",
        },
      },
    });
    expect(() => compileRules(text)).not.toThrow();
  });
});

describe('indexOnAt', () => {
  const compiled = compileRules(
    JSON.stringify({
      rules: {
        items: { '.indexOn': ['score', 'name'] },
        users: { $uid: { posts: { '.indexOn': 'date' } }, special: { posts: {} } },
      },
    }),
  );

  it('returns the declared keys, resolving wildcards', () => {
    expect(indexOnAt(compiled, ['items'])).toEqual(['score', 'name']);
    expect(indexOnAt(compiled, ['users', 'bob', 'posts'])).toEqual(['date']);
  });

  it('uses the named child over the wildcard and returns [] elsewhere', () => {
    expect(indexOnAt(compiled, ['users', 'special', 'posts'])).toEqual([]);
    expect(indexOnAt(compiled, [])).toEqual([]);
    expect(indexOnAt(compiled, ['nothing', 'here'])).toEqual([]);
  });
});
