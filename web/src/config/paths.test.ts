import { describe, expect, it } from 'vitest';
import { isPublicPath, paths } from './paths';

describe('isPublicPath', () => {
  it.each(['/iframe', '/iframe/', '/iframe/abc', '/iframe/abc/performance'])(
    'opens the share route %s without sign-in',
    (pathname) => expect(isPublicPath(pathname)).toBe(true),
  );

  it.each([
    '/',
    '/building',
    '/building/abc/iframe',
    '/building/iframe/x',
    '/iframes',
    '/iframe-x/abc',
    '/settings/iframe',
    '/x/iframe/abc',
  ])('keeps %s behind sign-in', (pathname) => expect(isPublicPath(pathname)).toBe(false));

  it('builds share hrefs that are public', () => {
    expect(paths.iframe.getHref('tok_-1')).toBe('/iframe/tok_-1');
    expect(paths.iframe.getHref('tok', 'comparison')).toBe('/iframe/tok/comparison');
    expect(isPublicPath(paths.iframe.getHref('tok', 'performance'))).toBe(true);
  });
});
