/**
 * Security rules suite (STYLE.md rule 6, DESIGN.md section 4): the access matrix of every path
 * for anonymous / owner / editor / viewer / stranger × read / write / invalid data / delete, the
 * multi-path scenarios, and the rules coverage report (every expression evaluated at least once).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATH_CASES, type PathCase } from './access-table.js';
import { SCENARIOS } from './scenarios.js';
import { EMAIL, ROLES, UID, seedData, type Role } from '../support/rules-fixtures.js';
import {
  allowed,
  closeContext,
  seed,
  startRulesHarness,
  withTimeout,
  type RulesHarness,
} from '../support/rules-env.js';

const REPORT = new URL('../../.stack/reports/rules-coverage.json', import.meta.url);

let harness: RulesHarness;

/** Every decision: a leak is an operation allowed that the table says must be refused. */
const outcomes: { label: string; expected: boolean; actual: boolean }[] = [];

beforeAll(async () => {
  harness = await startRulesHarness();
});
beforeEach(async () => {
  await withTimeout(harness.env.clearDatabase(), 'clearDatabase');
  await seed(harness.env, seedData());
});
afterAll(async () => {
  await harness?.stop();
});

function contextFor(
  role: Role,
  options: { noEmail?: boolean; email?: string } = {},
): RulesTestContext {
  if (role === 'anonymous') return harness.env.unauthenticatedContext();
  return harness.env.authenticatedContext(
    UID[role],
    options.noEmail ? {} : { email: options.email ?? EMAIL[role], email_verified: true },
  );
}

/** JSON round trip: drops `undefined` fields (used to leave required fields out). */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** Arrays as the database stores them: maps keyed by index. */
function asTree(value: unknown): unknown {
  if (Array.isArray(value)) return Object.fromEntries(value.map((v, i) => [String(i), asTree(v)]));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asTree(v)]));
  }
  return value;
}

/**
 * Invalid variants of a valid value: an unknown field at every object level (rejected by
 * `$other` or by the wildcard's own validation), every inner object replaced by a string, and
 * every leaf with the wrong type.
 */
export function mutations(value: unknown): unknown[] {
  const tree = asTree(plain(value));
  const out: unknown[] = [];
  const visit = (node: unknown, rebuild: (replacement: unknown) => unknown): void => {
    if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      out.push(rebuild({ ...record, zzUnknownField: 'x' }));
      if (node !== tree) out.push(rebuild('not-an-object'));
      for (const [key, child] of Object.entries(record)) {
        visit(child, (replacement) => rebuild({ ...record, [key]: replacement }));
      }
    } else {
      out.push(rebuild(typeof node === 'string' ? 12345 : 'not-a-' + typeof node));
    }
  };
  visit(tree, (replacement) => replacement);
  return out;
}

async function record(label: string, expected: boolean, operation: Promise<unknown>) {
  const actual = await allowed(operation, label);
  outcomes.push({ label, expected, actual });
  return actual;
}

describe('access matrix', () => {
  const rows = PATH_CASES.flatMap((pathCase) => ROLES.map((role) => [pathCase, role] as const));
  it.each(rows.map(([c, role]) => [`${c.path} as ${role}`, c, role] as const))(
    '%s',
    async (_name, pathCase: PathCase, role: Role) => {
      const context = contextFor(role);
      const ref = context.database().ref(pathCase.path);
      const may = (roles: readonly Role[]) => roles.includes(role);
      const at = `${pathCase.path} as ${role}`;
      const before = outcomes.length;
      try {
        await record(`read ${at}`, may(pathCase.read), ref.get());
        const writer = may(pathCase.write.who);
        const invalid = [
          ...pathCase.invalid,
          ...(writer && pathCase.mutate ? mutations(pathCase.write.value) : []),
        ];
        // Non-writers are refused before validation; one invalid value shows it.
        for (const [i, value] of (writer ? invalid : invalid.slice(0, 1)).entries()) {
          await record(
            `invalid #${i} ${at}: ${JSON.stringify(plain(value))}`,
            false,
            ref.set(plain(value)),
          );
        }
        await record(`write ${at}`, writer, ref.set(plain(pathCase.write.value)));
        await record(`delete ${at}`, may(pathCase.delete), ref.remove());
      } finally {
        closeContext(context);
      }
      const wrong = outcomes.slice(before).filter((o) => o.expected !== o.actual);
      expect(wrong.map((o) => `${o.actual ? 'LEAK' : 'DENIED'} ${o.label}`)).toEqual([]);
    },
  );
});

describe('scenarios', () => {
  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
    if (scenario.given) {
      await withTimeout(
        harness.env.withSecurityRulesDisabled(async (ctx) => {
          await ctx.database().ref().update(scenario.given!);
        }),
        'given',
      );
    }
    const context = contextFor(scenario.who, {
      noEmail: scenario.noEmail ?? false,
      ...(scenario.email === undefined ? {} : { email: scenario.email }),
    });
    const db = context.database();
    const { op } = scenario;
    try {
      const operation =
        op.kind === 'update'
          ? db.ref().update(op.value)
          : op.kind === 'set'
            ? db.ref(op.path).set(plain(op.value))
            : op.kind === 'get'
              ? db.ref(op.path).get()
              : db.ref(op.path).remove();
      const actual = await record(`scenario: ${scenario.name}`, scenario.allowed, operation);
      expect(actual, scenario.name).toBe(scenario.allowed);
    } finally {
      closeContext(context);
    }
  });
});

describe('summary', () => {
  it('has no leaks and exercised every rule expression', async () => {
    const leaks = outcomes.filter((o) => o.actual && !o.expected);
    const denied = outcomes.filter((o) => !o.actual && o.expected);
    const report = await harness.coverage();
    mkdirSync(new URL('.', REPORT), { recursive: true });
    writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(new URL('rules-coverage.html', REPORT), await harness.coverageHtml());
    const unused = report.expressions.filter(
      (e) => e.counts.true + e.counts.false + e.counts.error === 0,
    );
    console.log(
      `rules: ${outcomes.length} cases, ${leaks.length} leaks, ${denied.length} wrongly denied; ` +
        `coverage ${report.evaluated}/${report.total} expressions (${REPORT.pathname})`,
    );
    for (const e of unused)
      console.log(`  never evaluated: ${e.path} ${e.kind} ${e.line}:${e.column} ${e.source}`);
    expect(leaks.map((o) => o.label)).toEqual([]);
    expect(denied.map((o) => o.label)).toEqual([]);
    expect(unused.map((e) => `${e.path} ${e.kind} ${e.line}:${e.column}`)).toEqual([]);
  });
});
