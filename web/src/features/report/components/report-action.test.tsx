import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DayRange } from '@/lib/period/period-days';
import { renderInApp } from '@/testing/render-in-app';
import { ReportAction } from './report-action';

// Clicking every section's box takes seconds on a busy 2-core machine (5 s was too close).
describe('ReportAction', () => {
  it('makes the report of the sections left chosen, then closes', async () => {
    const make = vi.fn(() => Promise.resolve());
    await renderInApp(<ReportAction make={make} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByRole('dialog', { name: 'Building report (PDF)' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Comparison' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make PDF' }));
    expect(make).toHaveBeenCalledWith(
      [
        'cover',
        'keyFigures',
        'energyUsage',
        'improve',
        'assetReliability',
        'dataQuality',
        'methods',
      ],
      { assetPages: false },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says which days the report covers, once the period inside the dialog gives them', async () => {
    // The period selector's part: a button standing in for "Apply".
    function WithPeriod() {
      const [range, setRange] = useState<DayRange | null>(null);
      return (
        <ReportAction
          make={() => Promise.resolve()}
          period={
            <button
              type="button"
              onClick={() => setRange({ start: '2026-07-01', end: '2026-08-31' })}
            >
              Apply
            </button>
          }
          periodRange={range}
        />
      );
    }
    await renderInApp(<WithPeriod />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByRole('dialog', { name: 'Building report (PDF)' });
    expect(screen.queryByTestId('report-period-covered')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('report-period-covered').textContent).toBe(
      'The report covers Jul 1, 2026 – Aug 31, 2026.',
    );
  });

  it('adds a page per critical asset only when asked, and only with Asset Reliability', async () => {
    const make = vi.fn(() => Promise.resolve());
    await renderInApp(<ReportAction make={make} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const pages = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'One page per critical asset (Asset Reliability)',
    });
    expect(pages.checked).toBe(false);
    await userEvent.click(pages);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Asset Reliability' }));
    expect(pages.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Asset Reliability' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make PDF' }));
    expect(make).toHaveBeenCalledWith(expect.arrayContaining(['assetReliability']), {
      assetPages: true,
    });
  });

  it('says so when the report cannot be made, and stays open', async () => {
    const make = vi.fn(() => Promise.reject(new Error('not ready')));
    await renderInApp(<ReportAction make={make} />, 'cs');
    await userEvent.click(screen.getByRole('button', { name: 'Zpráva' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Vytvořit PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Zprávu se nepodařilo vytvořit',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers no PDF without a section, in German', async () => {
    await renderInApp(<ReportAction make={vi.fn()} />, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Bericht' }));
    for (const name of [
      'Titelseite',
      'Kennzahlen',
      'Diagramme der Gebäudeeffizienz',
      'Vergleich',
      'Verbessern',
      'Anlagenzuverlässigkeit',
      'Datenqualität',
      'Methoden und Quellen',
    ])
      await userEvent.click(await screen.findByRole('checkbox', { name }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'PDF erstellen' }).disabled).toBe(
      true,
    );
  });

  it('shows the period it is given above the sections, and makes nothing until it is ready', async () => {
    await renderInApp(
      <ReportAction make={vi.fn()} period={<p>Period chooser</p>} periodReady={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByText('Period chooser');
    expect(screen.getByRole('heading', { name: 'Sections' })).toBeTruthy();
    const makeButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Make PDF' });
    expect(makeButton.disabled).toBe(true);
  });

  it('offers only the sections it is given (a share link), under the test id it is given', async () => {
    const make = vi.fn(() => Promise.resolve());
    await renderInApp(
      <ReportAction
        make={make}
        sections={['cover', 'comparison']}
        openTestId="share-report-open"
      />,
    );
    await userEvent.click(screen.getByTestId('share-report-open'));
    await screen.findByRole('dialog');
    const offered = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(offered).toEqual(['Cover', 'Comparison']);
    await userEvent.click(screen.getByTestId('report-make'));
    expect(make).toHaveBeenCalledWith(['cover', 'comparison'], { assetPages: false });
  });
});
