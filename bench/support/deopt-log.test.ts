import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deoptLogFlags, deoptsIn } from './deopt-log.ts';

const dir = mkdtempSync(join(tmpdir(), 'facet-deopt-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('deoptsIn', () => {
  it('reads where and why a value met optimised code it was not made for, in the code asked about', () => {
    const log = [
      'v8-version,11,3,244,8,0,0',
      'code-deopt,25162,256,0x7f682efc6200,-1,24,deopt-eager,<file:///repo/functions/src/shared/domain/metrics/energy/calibrate.ts:1:1712>,wrong map',
      'code-deopt,25200,256,0x7f682efc6300,-1,24,deopt-eager,<node:internal/source_map/source_map_cache:250:3>,Insufficient type feedback for call',
      'code-deopt,25300,96,0x7f682efc6400,-1,-1,deopt-soft,<file:///repo/functions/src/shared/domain/metrics/benchmarks/percentile.ts:1:299> inlined at <file:///repo/functions/src/shared/domain/metrics/benchmarks/benchmark.ts:1:1655>,wrong map',
      'code-deopt,25400,96,0x7f682efc6500,-1,-1,deopt-lazy,<file:///repo/functions/src/shared/domain/metrics/pipeline/stored-json.ts:1:1343>,(unknown)',
      'code-deopt,25500,96,0x7f682efc6600,-1,-1,dependency-change,<file:///repo/functions/src/shared/domain/metrics/energy/change-point.ts:1:903>,code dependencies',
      'new,MemoryChunk,0x1,262144',
    ].join('\n');
    expect(deoptsIn(log, '/functions/src/shared/domain/metrics/')).toEqual([
      {
        location: 'file:///repo/functions/src/shared/domain/metrics/energy/calibrate.ts:1:1712',
        reason: 'wrong map',
      },
      {
        location: 'file:///repo/functions/src/shared/domain/metrics/benchmarks/percentile.ts:1:299',
        reason: 'wrong map',
      },
    ]);
    expect(deoptsIn(log, 'node:internal')).toHaveLength(1);
  });

  it('finds the deoptimisation of a function that meets an array of another elements kind', () => {
    // `first` is optimised for arrays of small integers (V8's test hooks make it so at once,
    // whatever the machine's speed), then given one of fractions: V8 throws its optimised code
    // away ("wrong map"), which is what the recompute bench counts.
    const script = join(dir, 'kinds.js');
    writeFileSync(
      script,
      [
        'function first(values) { return values[0] + 1; }',
        '%PrepareFunctionForOptimization(first);',
        'first([1]);',
        'first([2]);',
        '%OptimizeFunctionOnNextCall(first);',
        'first([3]);',
        'console.log(first([0.5]));',
      ].join('\n'),
    );
    const logFile = join(dir, 'v8.log');
    execFileSync(process.execPath, ['--allow-natives-syntax', ...deoptLogFlags(logFile), script]);
    const deopts = deoptsIn(readFileSync(logFile, 'utf8'), 'kinds.js');
    expect(deopts).toContainEqual({
      location: expect.stringContaining(`${script}:1:`),
      reason: 'wrong map',
    });
  });
});
