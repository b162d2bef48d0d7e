import type { RuleKind } from './checker.js';
import type { EvaluationCounts } from './rules-tree.js';

/** One rule expression's coverage: where it is and how its evaluations came out. */
export interface CoverageEntry {
  /** The rule's location as a path pattern, e.g. `/users/$uid` (`/` for the root). */
  readonly path: string;
  readonly kind: RuleKind;
  /** The expression as written in the rules file (`true`/`false` for boolean rules). */
  readonly source: string;
  /** 1-based position of the rule's value in the rules file. */
  readonly line: number;
  readonly column: number;
  /** Evaluations that gave true, false, or an error (errors deny, like false). */
  readonly counts: Readonly<EvaluationCounts>;
}

/** The rules coverage report, in rules-file order, as the `/.inspect/coverage` endpoint serves. */
export interface CoverageReport {
  readonly expressions: readonly CoverageEntry[];
  /** Expressions evaluated at least once / in total. */
  readonly evaluated: number;
  readonly total: number;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * Renders a coverage report as a standalone HTML page (Firebase's emulator serves HTML at
 * `/.inspect/coverage`, and CI saves it as an artifact). Rules never evaluated are highlighted.
 */
export function renderCoverageHtml(
  report: CoverageReport,
  title = 'Realtime Database rules coverage',
): string {
  const rows = report.expressions
    .map((entry) => {
      const { true: t, false: f, error: e } = entry.counts;
      const unused = t + f + e === 0 ? ' class="unused"' : '';
      return (
        `<tr${unused}><td>${escapeHtml(entry.path)}</td><td>${entry.kind}</td>` +
        `<td>${entry.line}:${entry.column}</td><td><code>${escapeHtml(entry.source)}</code></td>` +
        `<td>${t}</td><td>${f}</td><td>${e}</td></tr>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}
tr.unused{background:#fde8e8}code{white-space:pre-wrap}</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p>${report.evaluated} of ${report.total} expressions evaluated.</p>
<table><thead><tr><th>Location</th><th>Rule</th><th>Line:col</th><th>Expression</th><th>true</th><th>false</th><th>error</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}
