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

/** The offset in `text` of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return offset + column - 1;
}

/** Where a rule's value (a JSON string with its quotes, or `true`/`false`) ends in `text`. */
function valueEnd(text: string, start: number): number {
  if (text[start] !== '"') {
    const word = /true|false/y;
    word.lastIndex = start;
    return start + (word.exec(text)?.[0].length ?? 0);
  }
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, text.length);
}

function countsText({ counts }: CoverageEntry): string {
  return `true ${counts.true}, false ${counts.false}, error ${counts.error}`;
}

function outcomeClass({ counts }: CoverageEntry): string {
  if (counts.true + counts.false + counts.error === 0) return 'unused';
  return counts.error > 0 ? 'error' : 'used';
}

/**
 * The rules file with each rule value wrapped in a span carrying its counts (in a badge after
 * it and in the tooltip, as Firebase's report shows them on mouse-over).
 */
function annotatedSource(report: CoverageReport, rulesText: string): string {
  const spans = report.expressions
    .map((entry) => {
      const start = offsetOf(rulesText, entry.line, entry.column);
      return { entry, start, end: valueEnd(rulesText, start) };
    })
    .sort((a, b) => a.start - b.start);
  let html = '';
  let at = 0;
  for (const { entry, start, end } of spans) {
    if (start < at || end <= start) continue;
    const counts = countsText(entry);
    html +=
      escapeHtml(rulesText.slice(at, start)) +
      `<span class="expr ${outcomeClass(entry)}" title="${escapeHtml(`${entry.kind} at ${entry.path}: ${counts}`)}">` +
      `${escapeHtml(rulesText.slice(start, end))}</span>` +
      `<span class="counts">${escapeHtml(counts)}</span>`;
    at = end;
  }
  return html + escapeHtml(rulesText.slice(at));
}

/**
 * Renders a coverage report as a standalone HTML page, as Firebase's emulator serves at
 * `/.inspect/coverage` ("breaks your rules into expressions … you can mouseover for more
 * information, including number of evaluations and values returned",
 * https://firebase.google.com/docs/rules/emulator-reports): the rules file with each
 * expression's true/false/error counts beside it (never evaluated in red, errors in amber), then
 * the same as a table. Everything from the rules file is HTML-escaped; no scripts, no external
 * resources.
 */
export function renderCoverageHtml(
  report: CoverageReport,
  rulesText: string,
  title = 'Realtime Database rules coverage',
): string {
  const rows = report.expressions
    .map((entry) => {
      const { true: t, false: f, error: e } = entry.counts;
      return (
        `<tr class="${outcomeClass(entry)}"><td>${escapeHtml(entry.path)}</td><td>${entry.kind}</td>` +
        `<td>${entry.line}:${entry.column}</td><td><code>${escapeHtml(entry.source)}</code></td>` +
        `<td>${t}</td><td>${f}</td><td>${e}</td></tr>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}
pre{background:#f6f8fa;padding:8px;line-height:1.5}.expr.used{background:#e6f4ea}.expr.unused,tr.unused{background:#fde8e8}
.expr.error,tr.error{background:#fff4d6}.counts{font-size:75%;color:#555;margin-left:4px;border:1px solid #ccc;border-radius:3px;padding:0 3px}
code{white-space:pre-wrap}</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p>${report.evaluated} of ${report.total} expressions evaluated.</p>
<pre>${annotatedSource(report, rulesText)}</pre>
<table><thead><tr><th>Location</th><th>Rule</th><th>Line:col</th><th>Expression</th><th>true</th><th>false</th><th>error</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}
