import { describe, expect, it } from 'vitest';
import { trackingRequestSchema } from './tracking.js';

describe('trackingRequestSchema', () => {
  it('accepts a uid and a page name, trimming the name', () => {
    expect(trackingRequestSchema.parse({ externalUID: 'u1', pageName: ' Sign In ' })).toEqual({
      externalUID: 'u1',
      pageName: 'Sign In',
    });
  });

  it.each([
    [{}, ['externalUID', 'pageName']],
    [{ externalUID: '', pageName: 'Sign In' }, ['externalUID']],
    [{ externalUID: 'u1', pageName: '   ' }, ['pageName']],
    [{ externalUID: 'u1', pageName: 'x'.repeat(121) }, ['pageName']],
    [{ externalUID: 7, pageName: 'Sign In' }, ['externalUID']],
    [{ externalUID: 'u1', pageName: 'Sign In', extra: true }, ['']],
  ])('rejects %j at %j', (body, paths) => {
    const result = trackingRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });
});
