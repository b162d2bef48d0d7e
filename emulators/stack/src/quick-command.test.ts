import { describe, expect, it } from 'vitest';
import { quickOptions } from './quick-command.ts';

describe('quickOptions', () => {
  it('reads --since <ref>, --plan and --screenshots, in any order', () => {
    expect(quickOptions([])).toEqual({ since: undefined, plan: false, screenshots: false });
    expect(quickOptions(['--plan', '--since', 'main'])).toEqual({
      since: 'main',
      plan: true,
      screenshots: false,
    });
    expect(quickOptions(['--since', 'ce3002d', '--screenshots'])).toEqual({
      since: 'ce3002d',
      plan: false,
      screenshots: true,
    });
  });

  it('refuses an unknown argument instead of checking another change', () => {
    expect(quickOptions(['--base', 'main'])).toEqual({ problem: 'unknown argument "--base"' });
    expect(quickOptions(['building-import'])).toEqual({
      problem: 'unknown argument "building-import"',
    });
  });

  it('refuses --since without a ref', () => {
    expect(quickOptions(['--since'])).toEqual({ problem: '--since needs a git ref' });
    expect(quickOptions(['--since', '--plan'])).toEqual({ problem: '--since needs a git ref' });
  });
});
