import { createElement, type ElementType } from 'react';

/**
 * `module` with its component `name` (a function, `memo` or `forwardRef` one) wrapped to count in
 * `counter` each time its parent renders it; the real component still renders, inside. For a
 * `vi.mock` factory, to check that something does not render a part again (a dialog opened over a
 * screen's charts, say).
 */
export function withCountedRenders<M extends Record<string, unknown>>(
  module: M,
  name: keyof M & string,
  counter: { count: number },
): M {
  const component = module[name] as ElementType;
  const counted = (props: object) => {
    counter.count += 1;
    return createElement(component, props);
  };
  return { ...module, [name]: counted };
}
