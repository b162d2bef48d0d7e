import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormatSettingsProvider } from '@/lib/format/format-settings-provider';
import { usePeriod } from './use-period';

function wrapperAt(url: string, timeZone = 'Europe/Prague') {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <FormatSettingsProvider timeZone={timeZone}>{children}</FormatSettingsProvider>
    </MemoryRouter>
  );
}

function renderPeriod(url: string, limits?: { start: string; end: string }, timeZone?: string) {
  return renderHook(
    () => ({ ...usePeriod({ limits }), search: useLocation().search, how: useNavigationType() }),
    { wrapper: wrapperAt(url, timeZone) },
  );
}

describe('usePeriod', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 UTC on 30 November 2026 is already 1 December in Prague.
    vi.setSystemTime(Date.UTC(2026, 10, 30, 23, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the period of the URL, old month values included', () => {
    const { result } = renderPeriod('/b/1?from=2025-01&to=2025-03', {
      start: '2024-01-01',
      end: '2026-10-31',
    });
    expect(result.current.period).toEqual({
      granularity: 'month',
      start: '2025-01-01',
      end: '2025-03-31',
    });
    expect(result.current.error).toBeUndefined();
  });

  it('says what the URL asks for: it changes with a preset, not when the limits arrive', () => {
    type Limits = { start: string; end: string } | undefined;
    const { result, rerender } = renderHook(
      ({ limits }: { limits: Limits }) => usePeriod({ limits }),
      {
        wrapper: wrapperAt('/b/1'),
        initialProps: { limits: undefined as Limits },
      },
    );
    const asked = result.current.requested;
    const before = result.current.period;
    rerender({ limits: { start: '2024-12-01', end: '2026-09-30' } });
    expect(result.current.period).not.toEqual(before);
    expect(result.current.requested).toBe(asked);
    act(() => result.current.setPeriod({ preset: 'thisYear' }));
    expect(result.current.requested).not.toBe(asked);
  });

  it('takes today in the user time zone for presets and the default', () => {
    expect(renderPeriod('/b/1?preset=today').result.current.period).toMatchObject({
      start: '2026-12-01',
      end: '2026-12-01',
    });
    expect(
      renderPeriod('/b/1?preset=today', undefined, 'America/New_York').result.current.today,
    ).toBe('2026-11-30');
    expect(renderPeriod('/b/1').result.current.defaultPeriod).toEqual({
      granularity: 'month',
      start: '2025-12-01',
      end: '2026-11-30',
    });
  });

  it('writes changes into the URL in place, keeping other parameters', () => {
    const { result } = renderPeriod('/b/1?debug=1', { start: '2024-01-01', end: '2026-10-31' });
    act(() => result.current.setPeriod({ granularity: 'quarter', start: '2025-01-01' }));
    expect(result.current.search).toBe('?debug=1&g=quarter&from=2025-01-01&to=2026-10-31');
    expect(result.current.how).toBe('REPLACE');
    expect(result.current.period).toEqual({
      granularity: 'quarter',
      start: '2025-01-01',
      end: '2026-10-31',
    });
    act(() => result.current.setPeriod({ preset: 'thisMonth', granularity: 'day' }));
    expect(result.current.search).toBe('?debug=1&g=day&preset=thisMonth');
    act(() => result.current.reset());
    expect(result.current.search).toBe('?debug=1');
    expect(result.current.period).toEqual(result.current.defaultPeriod);
  });

  it('keeps every change made before the screen re-renders (granularity, then Apply)', () => {
    const { result } = renderPeriod('/b/1', { start: '2024-01-01', end: '2026-10-31' });
    const { setPeriod } = result.current;
    act(() => {
      setPeriod({ granularity: 'day' });
      setPeriod({ start: '2026-03-01', end: '2026-03-31' });
    });
    expect(result.current.period).toEqual({
      granularity: 'day',
      start: '2026-03-01',
      end: '2026-03-31',
    });
  });

  it('reports a period that ends before it starts (spec 5.3)', () => {
    const { result } = renderPeriod('/b/1');
    act(() => result.current.setPeriod({ start: '2026-06-01', end: '2026-01-31' }));
    expect(result.current.error).toBe('validation:startDateAfterEnd');
  });
});
