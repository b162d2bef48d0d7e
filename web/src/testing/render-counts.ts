import { createElement, type ElementType } from 'react';

/**
 * A `vi.mock` factory: the module as it is, but its component `name` (a function, `memo` or
 * `forwardRef` one) wrapped to count in `counter` each time its parent renders it; the real
 * component still renders, inside. To check that something does not render a part again (a
 * dialog opened over a screen's charts, say). Vitest runs `vi.mock` before the file's imports,
 * so take this function from `vi.hoisted`:
 * `const { countedRenders } = await vi.hoisted(() => import('@/testing/render-counts'));`
 * then `vi.mock('./part', countedRenders('Part', partRenders))`.
 */
export function countedRenders(name: string, counter: { count: number }) {
  return async (importOriginal: () => Promise<Record<string, unknown>>) => {
    const module = await importOriginal();
    const component = module[name] as ElementType;
    const counted = (props: object) => {
      counter.count += 1;
      return createElement(component, props);
    };
    return { ...module, [name]: counted };
  };
}
