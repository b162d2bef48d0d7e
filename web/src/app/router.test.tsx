import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { routeHandlesOf } from './route-handle';
import { APP_ROUTES } from './router';

/** The handles of the routes `href` matches (as `useMatches()` gives them): frame and screen. */
const handlesAt = (href: string) =>
  routeHandlesOf(
    (matchRoutes(APP_ROUTES, href) ?? []).map(({ route }) => ({ handle: route.handle })),
  );

describe('the route table', () => {
  it('routes every link of config/paths.ts to a screen whose code its guard can start', () => {
    const hrefs = Object.values(paths).map((entry) =>
      (entry.getHref as (...ids: string[]) => string)('b1', 'e1'),
    );
    for (const href of hrefs) {
      const matched = matchRoutes(APP_ROUTES, href) ?? [];
      expect(matched.at(-1)?.route.path, href).not.toBe('*');
      expect(handlesAt(href).length, href).toBeGreaterThan(0);
    }
  });

  it('shows the share links without the signed-in frame and anything else within it', () => {
    expect(handlesAt(paths.iframe.getHref('tok', 'comparison'))).toHaveLength(1);
    expect(handlesAt(paths.dashboard.getHref())).toHaveLength(2);
    expect(handlesAt('/no-such-screen')).toHaveLength(2);
  });

  it('starts the first data of the screens that listen at once', () => {
    expect(handlesAt(paths.portfolio.getHref()).at(-1)?.prefetch).toBeTypeOf('function');
    expect(handlesAt(paths.settings.getHref()).at(-1)?.prefetch).toBeUndefined();
  });
});
