import { shareSnapshot } from '@shared/domain/shares/share-snapshot';
import { shareViewSchema, type ShareSections } from '@shared/schemas/derived/share';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import stored from '../../../tests/golden/demo-metrics/munich-werksviertel-mixed.json';
import demoUsers from '../../../emulators/seed/demo-users.json';
import { SharedReportAction } from './shared-report-action';

const makeReport = vi.fn((_input: unknown, _tools: unknown) =>
  Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })),
);
vi.mock('@/features/report/make-report', () => ({
  makeReport: (input: unknown, tools: unknown) => makeReport(input, tools),
}));
const downloadBlob = vi.fn();
vi.mock('@/components/charts/download-blob', () => ({
  downloadBlob: (blob: Blob, name: string) => downloadBlob(blob, name),
}));

const [owner, viewer] = demoUsers;

/** The link's snapshot as the share function writes it, from a building that names people. */
const viewOf = (sections: ShareSections) =>
  shareViewSchema.parse(
    shareSnapshot({
      sections,
      general: {
        name: `${owner!.displayName}'s building`,
        title: 'Werksviertel Mixed',
        street: 'Atelierstraße 10',
        city: 'München',
        country: 'DE',
        address: `contact ${owner!.email}`,
        useType: 'mixedUse',
        editedBy: viewer!.displayName,
      },
      comparison: { additionalEquipment: { a1: { name: viewer!.displayName, order: 0 } } },
      metrics: stored,
      nowMs: Date.UTC(2026, 10, 30),
    }),
  );

const offered = () =>
  screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);

describe('SharedReportAction', () => {
  it('offers the Comparison link only its cover and comparison, without a period', async () => {
    await renderInApp(<SharedReportAction view={viewOf({ comparison: true })} />);
    await userEvent.click(screen.getByTestId('share-report-open'));
    await screen.findByRole('dialog');
    expect(offered()).toEqual(['Cover', 'Comparison']);
    expect(screen.queryByTestId('period-selector')).toBeNull();
    expect(
      screen.getByText('The report holds what this link shares and nothing more', { exact: false }),
    ).toBeTruthy();
  });

  it('makes the PDF of the shared screens from the snapshot alone, in the language shown', async () => {
    const view = viewOf({ general: true, performance: true });
    await renderInApp(<SharedReportAction view={view} />, 'de');
    await userEvent.click(screen.getByTestId('share-report-open'));
    await screen.findByRole('dialog');
    // The shared Performance tab's period selector, over the same URL period.
    expect(screen.getByTestId('period-selector')).toBeTruthy();
    expect(offered()).toEqual([
      'Titelseite',
      'Kennzahlen',
      'Diagramme der Gebäudeeffizienz',
      'Datenqualität',
      'Methoden und Quellen',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId<HTMLButtonElement>('report-make').disabled).toBe(false),
    );
    await userEvent.click(screen.getByTestId('report-make'));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    const [input, tools] = makeReport.mock.calls[0]!;
    const sent = JSON.stringify(input);
    for (const personal of [owner!.email, owner!.displayName, viewer!.displayName, 'Atelier'])
      expect(sent).not.toContain(personal);
    expect(input).toMatchObject({
      building: { title: 'Werksviertel Mixed', address: expect.stringContaining('München') },
      options: {
        sections: ['cover', 'keyFigures', 'energyUsage', 'dataQuality', 'methods'],
        range: expect.objectContaining({ start: expect.any(String) }),
      },
    });
    expect((tools as { format: { language: string } }).format.language).toBe('de');
    expect(downloadBlob.mock.calls[0]![1]).toContain('Werksviertel Mixed');
  });
});
