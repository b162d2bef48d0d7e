import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width in px of the element `ref` is attached to, kept up to date as it resizes (a chart
 * drawn at its real width keeps its text at its real size). `fallback` until it is measured, and
 * where `ResizeObserver` is missing (jsdom).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
