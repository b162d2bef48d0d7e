import { describe, expect, it } from 'vitest';
import { addedBetween, cpuFloorMs, faultCostMs, stackRoleOf } from './process-cpu.ts';

describe('stackRoleOf', () => {
  it('names a function worker by its target, the database emulator and the hub', () => {
    const runtime = '/usr/bin/node\0/x/firebase-tools/lib/emulator/functionsEmulatorRuntime\0';
    expect(stackRoleOf(runtime, 'A=1\0FUNCTION_TARGET=imports\0B=2\0')).toBe('function imports');
    expect(stackRoleOf(runtime, 'A=1\0')).toBe('function (unknown)');
    expect(
      stackRoleOf(
        ['node', '--import', 'tsx', '/w/emulators/database/src/cli.ts', '--port', '9000'].join(
          '\0',
        ),
        '',
      ),
    ).toBe('database emulator');
    expect(
      stackRoleOf('node\0/w/emulators/stack/bin/firebase-emulators.cjs\0emulators:start\0', ''),
    ).toBe('firebase-tools hub');
  });

  it('leaves other processes out', () => {
    expect(stackRoleOf('/usr/bin/chromium\0--headless\0', 'FUNCTION_TARGET=imports\0')).toBeNull();
    expect(stackRoleOf('bash\0', '')).toBeNull();
  });
});

describe('faultCostMs', () => {
  it('is the faults at the fresh-memory cost of a page, in ms', () => {
    // 55,000 faults at 13.5 µs: 742.5 ms, the database emulator's share of an import on 2026-12-05.
    expect(faultCostMs(55_000, 13.5)).toBeCloseTo(742.5, 6);
    expect(faultCostMs(0, 13.5)).toBe(0);
  });
});

describe('addedBetween and cpuFloorMs', () => {
  it('gives each part its CPU between two readings, parts that spent none left out', () => {
    const before = new Map([
      ['function imports', 1000],
      ['database emulator', 500],
      ['firebase-tools hub', 300],
    ]);
    const after = new Map([
      ['function imports', 2750],
      ['database emulator', 1550],
      ['firebase-tools hub', 300],
      ['function series', 40],
    ]);
    expect([...addedBetween(before, after)]).toEqual([
      ['function imports', 1750],
      ['database emulator', 1050],
      ['function series', 40],
    ]);
  });

  it('is the CPU shared out over every core', () => {
    expect(cpuFloorMs([1750, 1050, 200], 2)).toBe(1500);
    expect(cpuFloorMs([900], 1)).toBe(900);
    expect(cpuFloorMs([], 2)).toBe(0);
  });
});
