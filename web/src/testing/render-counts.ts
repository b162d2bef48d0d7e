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

/**
 * A `vi.mock` factory: the module as it is, its component `name` counted in `counter`
 * ({@link withCountedRenders}). Vitest runs `vi.mock` before the file's imports, so take this
 * function from `vi.hoisted`:
 * `const { countedRenders } = await vi.hoisted(() => import('@/testing/render-counts'));`
 * then `vi.mock('./part', countedRenders('Part', partRenders))`.
 */
export function countedRenders(name: string, counter: { count: number }) {
  return async (importOriginal: () => Promise<Record<string, unknown>>) =>
    withCountedRenders(await importOriginal(), name, counter);
}
