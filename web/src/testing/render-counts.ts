import type { ReactNode } from 'react';

/**
 * `module` with its function component `name` wrapped to count each render in `counter`; the real
 * component still renders. For a `vi.mock` factory, to check that something does not render a
 * part again (a dialog opened over a screen's charts, say).
 */
export function withCountedRenders<M extends Record<string, unknown>>(
  module: M,
  name: keyof M & string,
  counter: { count: number },
): M {
  const component = module[name] as unknown as (props: object) => ReactNode;
  const counted = (props: object) => {
    counter.count += 1;
    return component(props);
  };
  return { ...module, [name]: counted };
}
