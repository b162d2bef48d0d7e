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

  it("renders an escaped HTML page: the rules source with each expression's counts", () => {
    const rules = compileRules(TEXT);
    canRead(rules, { path: ['b'], auth: null, now: 0, root: null });
    const html = renderCoverageHtml(coverageReport(rules), TEXT, 'Coverage <ns>');
    expect(html).toContain('<title>Coverage &lt;ns&gt;</title>');
    expect(html).toContain('1 of 4 expressions evaluated');
    // In the source: the value with its quotes, marked by outcome, its counts beside it.
    expect(html).toContain(
      '&quot;.read&quot;: <span class="expr error" title=".read at /b: true 0, false 0, error 1">' +
        '&quot;auth.uid == &#39;x&#39; &amp;&amp; true&quot;</span>' +
        '<span class="counts">true 0, false 0, error 1</span> }',
    );
    expect(html).toContain(
      '&quot;.write&quot;: <span class="expr unused" title=".write at /a: true 0, false 0, error 0">true</span>',
    );
    // The source between expressions is kept, so the page shows the whole file.
    const source = /<pre>([\s\S]*)<\/pre>/.exec(html)![1]!;
    const text = source
      .replace(/<span class="counts">[^<]*<\/span>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(text).toBe(TEXT);
    expect(html).toContain('<table>');
    expect(html).not.toMatch(/<script|https?:/);
  });

  it('escapes what the rules file holds, even inside an expression and a comment', () => {
    const text = '{ /* </pre><script>x</script> */ "rules": { ".read": "\'<b>\' == \'&\'" } }';
    const html = renderCoverageHtml(coverageReport(compileRules(text)), text);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;/pre&gt;&lt;script&gt;');
  });
});
