import { describe, expect, it } from 'vitest';
import {
  LINT_SLOTS,
  LINT_TASKS,
  runPool,
  type LintTask,
  type TaskOutcome,
} from './lint-command.ts';
import { tscCheckerArgs } from './paths.ts';
import { testDir } from './test-dir.ts';

const node = (name: string, script: string): LintTask => ({
  name,
  command: process.execPath,
  args: ['-e', script],
});

describe('runPool', () => {
  it('runs at most `slots` tasks side by side and keeps each task’s output whole, in the order given', async () => {
    // Each task marks itself live, waits (3 s at most) until another task is live too, holds on
    // briefly and prints when it started and ended: run one at a time they would wait in vain, run
    // all at once four would overlap.
    const live = testDir('facet-pool-');
    const script = (name: string) => `
      const fs = require('node:fs');
      const start = Date.now();
      fs.writeFileSync('${live}/${name}', '');
      const wait = () => {
        if (fs.readdirSync('${live}').length >= 2 || Date.now() - start > 3000) {
          setTimeout(() => { fs.rmSync('${live}/${name}'); console.log('${name}', start, Date.now()); }, 100);
        } else setTimeout(wait, 10);
      };
      wait();`;
    const tasks = ['a', 'b', 'c', 'd'].map((name) => node(name, script(name)));
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
    expect(Math.max(...intervals.map(([s]) => overlapAt(s)))).toBe(2);
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
  it('holds ESLint, the import cycle check, the format check (oxfmt) and a type check of every TypeScript project', () => {
    const names = LINT_TASKS.map((task) => task.name);
    expect(names).toContain('eslint');
    expect(names).toContain('import cycles');
    expect(names).toContain('oxfmt --check');
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

  it('gives each type check the checkers of its share of the cores', () => {
    const checks = LINT_TASKS.filter((task) => task.name.startsWith('tsc -p'));
    for (const check of checks) {
      const at = check.args.indexOf('--checkers');
      expect(at, check.name).toBeGreaterThan(0);
      expect(check.args[at + 1]).toBe(tscCheckerArgs(LINT_SLOTS)[1]);
    }
  });
});

describe('tscCheckerArgs', () => {
  it('one checker per core a task can have: one on two cores shared by two, at most four', () => {
    expect(tscCheckerArgs(2, 2)).toEqual(['--checkers', '1']);
    expect(tscCheckerArgs(2, 3)).toEqual(['--checkers', '1']);
    expect(tscCheckerArgs(1, 2)).toEqual(['--checkers', '2']);
    expect(tscCheckerArgs(2, 8)).toEqual(['--checkers', '4']);
    expect(tscCheckerArgs(1, 64)).toEqual(['--checkers', '4']);
    expect(tscCheckerArgs(4, 2)).toEqual(['--checkers', '1']);
    expect(tscCheckerArgs(0, 2)).toEqual(['--checkers', '2']);
  });
});
