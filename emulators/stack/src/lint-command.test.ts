import { describe, expect, it } from 'vitest';
import { LINT_TASKS, runPool, type LintTask, type TaskOutcome } from './lint-command.ts';

const node = (name: string, script: string): LintTask => ({
  name,
  command: process.execPath,
  args: ['-e', script],
});

describe('runPool', () => {
  it('runs at most `slots` tasks side by side and keeps each task’s output whole, in the order given', async () => {
    // Each task prints when it started and ended (ms); the intervals show how many overlapped.
    const tasks = ['a', 'b', 'c', 'd'].map((name) =>
      node(
        name,
        `const s = Date.now(); setTimeout(() => console.log('${name}', s, Date.now()), 250)`,
      ),
    );
    const ended: string[] = [];
    const outcomes = await runPool(tasks, 2, (outcome) => ended.push(outcome.task.name));
    expect(outcomes.map((o) => o.task.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(ended).toHaveLength(4);
    const intervals = outcomes.map((o) => {
      const [name, start, end] = o.output.trim().split(' ');
      expect(name).toBe(o.task.name);
      return [Number(start), Number(end)] as const;
    });
    const overlapAt = (t: number) => intervals.filter(([s, e]) => s <= t && t < e).length;
    const most = Math.max(...intervals.map(([s]) => overlapAt(s)));
    expect(most).toBe(2);
  });

  it('reports a failing task with its exit code and what it printed to stderr', async () => {
    const outcomes: TaskOutcome[] = await runPool(
      [node('ok', ''), node('bad', "console.error('3 problems'); process.exit(3)")],
      2,
      () => {},
    );
    expect(outcomes.map((o) => o.code)).toEqual([0, 3]);
    expect(outcomes[1]!.output).toContain('3 problems');
  });

  it('reports a command that cannot start', async () => {
    const [outcome] = await runPool(
      [{ name: 'missing', command: '/nonexistent/tool', args: [] }],
      1,
      () => {},
    );
    expect(outcome!.code).toBe(127);
  });
});

describe('LINT_TASKS', () => {
  it('holds ESLint, Prettier and a type check of every TypeScript project', () => {
    const names = LINT_TASKS.map((task) => task.name);
    expect(names).toContain('eslint');
    expect(names).toContain('prettier --check');
    for (const project of [
      'web',
      'functions',
      'tests',
      'bench',
      'emulators/database',
      'emulators/seed',
      'emulators/stack',
    ]) {
      expect(names).toContain(`tsc -p ${project}`);
    }
  });
});
