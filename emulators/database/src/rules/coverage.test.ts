import { describe, expect, it } from 'vitest';
import { fromJSON } from '../tree/node.js';
import { renderCoverageHtml } from './coverage.js';
import { canRead, canWrite, compileRules, coverageReport, resetCoverage } from './engine.js';

const TEXT = `{
  "rules": {
    "a": {
      ".read": "auth != null",
      ".write": true,
      ".validate": "newData.val() > 1"
    },
    "b": { ".read": "auth.uid == 'x' && true" }
  }
}`;

describe('coverage', () => {
  it('lists every expression with location, source and position', () => {
    const report = coverageReport(compileRules(TEXT));
    expect(report.total).toBe(4);
    expect(report.evaluated).toBe(0);
    expect(report.expressions.map((e) => [e.path, e.kind, e.source, e.line, e.column])).toEqual([
      ['/a', '.read', 'auth != null', 4, 16],
      ['/a', '.write', 'true', 5, 17],
      ['/a', '.validate', 'newData.val() > 1', 6, 20],
      ['/b', '.read', "auth.uid == 'x' && true", 8, 21],
    ]);
  });

  it('counts true, false and error outcomes and resets them', () => {
    const rules = compileRules(TEXT);
    const auth = { uid: 'x', provider: 'anonymous', token: {} };
    canRead(rules, { path: ['a'], auth, now: 0, root: null });
    canRead(rules, { path: ['a'], auth: null, now: 0, root: null });
    canRead(rules, { path: ['b'], auth: null, now: 0, root: null });
    canRead(rules, { path: ['b'], auth, now: 0, root: null });
    const write = (value: unknown): void => {
      canWrite(rules, {
        changedPaths: [['a']],
        auth,
        now: 0,
        oldRoot: null,
        newRoot: fromJSON({ a: value }),
      });
    };
    write(2);
    write(0);
    write('s');
    const counts = coverageReport(rules).expressions.map((e) => e.counts);
    expect(counts).toEqual([
      { true: 1, false: 1, error: 0 },
      { true: 3, false: 0, error: 0 },
      { true: 1, false: 1, error: 1 },
      { true: 1, false: 0, error: 1 },
    ]);
    expect(coverageReport(rules).evaluated).toBe(4);
    resetCoverage(rules);
    expect(
      coverageReport(rules).expressions.every(
        (e) => e.counts.true + e.counts.false + e.counts.error === 0,
      ),
    ).toBe(true);
  });

  it('returns copies, not live counters', () => {
    const rules = compileRules(TEXT);
    const before = coverageReport(rules);
    canRead(rules, { path: ['a'], auth: null, now: 0, root: null });
    expect(before.expressions[0]?.counts.false).toBe(0);
  });

  it('renders an escaped HTML page', () => {
    const html = renderCoverageHtml(coverageReport(compileRules(TEXT)));
    expect(html).toContain('<table>');
    expect(html).toContain('auth.uid == &#39;x&#39; &amp;&amp; true');
    expect(html).toContain('0 of 4 expressions evaluated');
  });
});
