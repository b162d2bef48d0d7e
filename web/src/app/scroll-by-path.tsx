import { Outlet, ScrollRestoration } from 'react-router-dom';

/**
 * The root of the route table: every screen, signed in or a share link, opens at its top, and
 * Back or Forward returns to where the reader was on it. Positions are kept per path: a filter or
 * period written to the query string (the Dashboard's, Asset Reliability's) leaves the reader
 * where they are.
 */
export function ScrollByPath() {
  return (
    <>
      <ScrollRestoration getKey={(location) => location.pathname} />
      <Outlet />
    </>
  );
}
