import { render, screen, within } from '@testing-library/react';
import { importReportSchema, type ImportReport } from '@shared/schemas/contracts/building-import';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { ImportOutcome } from './import-outcome';

function report(fields: Partial<ImportReport>): ImportReport {
  return importReportSchema.parse({
    importId: 'i1',
    fileName: 'a.csv',
    createdAtMs: 0,
    format: 'portfolioManager',
    encoding: 'utf-8',
    delimiter: ',',
    decimalSeparator: '.',
    rows: 10,
    created: 0,
    updated: 0,
    skipped: 0,
    ...fields,
  });
}

async function renderOutcome(value: ImportReport, language: Language = 'en') {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ImportOutcome report={value} onOpenBuilding={() => undefined} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.findByTestId('import-result');
}

const ALL_SKIPPED = report({
  rows: 1500,
  skipped: 1500,
  skippedRows: [{ line: 2, column: 'Year Built', columnIndex: 3, reason: 'cell.notANumber' }],
  skippedRowsNotListed: 1499,
  skippedByReason: [
    { reason: 'cell.notANumber', rows: 1250 },
    { reason: 'import.nameMissing', rows: 250 },
  ],
});

describe('ImportOutcome', () => {
  it('says "Upload Successful!" for an import that created or updated something', async () => {
    await renderOutcome(report({ created: 2, updated: 1, skipped: 1 }));
    expect(screen.getByTestId('import-success').textContent).toContain('Upload Successful!');
    expect(screen.queryByTestId('import-nothing')).toBeNull();
    expect(screen.getByTestId('import-counts').textContent).toContain(
      '2 buildings created1 building updated1 row skipped',
    );
  });

  it('counts matched buildings left as they were; a re-import of an unchanged file succeeded', async () => {
    await renderOutcome(report({ updated: 1, unchanged: 2 }));
    expect(screen.getByTestId('import-counts').textContent).toContain(
      '0 buildings created1 building updated2 buildings unchanged0 rows skipped',
    );
    document.body.innerHTML = '';
    await renderOutcome(report({ unchanged: 3 }), 'cs');
    expect(screen.getByTestId('import-success')).toBeTruthy();
    expect(screen.queryByTestId('import-nothing')).toBeNull();
    expect(screen.getByTestId('import-counts').textContent).toContain('3 budovy beze změny');
  });

  it('says when the new buildings wait for the nightly run for their figures, in cs too', async () => {
    await renderOutcome(report({ created: 2, figuresDelayed: true }));
    expect(screen.getByTestId('import-success')).toBeTruthy();
    expect(screen.getByTestId('import-figures-delayed').textContent).toBe(
      "The buildings are imported, but their figures could not be queued just now. Tonight's run computes them; until then they show no figures.",
    );
    document.body.innerHTML = '';
    await renderOutcome(report({ created: 2, figuresDelayed: true }), 'cs');
    expect(screen.getByTestId('import-figures-delayed').textContent).toContain('noční běh');
  });

  it('says nothing of the figures when they were queued', async () => {
    await renderOutcome(report({ created: 2 }));
    expect(screen.queryByTestId('import-figures-delayed')).toBeNull();
  });

  it('says nothing was imported, why and what to do, for a file that stored nothing', async () => {
    await renderOutcome(ALL_SKIPPED);
    expect(screen.queryByText('Upload Successful!')).toBeNull();
    expect(screen.queryByTestId('import-success')).toBeNull();
    const nothing = screen.getByTestId('import-nothing');
    expect(nothing.textContent).toContain('Nothing was imported');
    expect(nothing.textContent).toContain('No row gave a building: 1,500 rows were skipped.');
    expect(nothing.textContent).toContain('Not a number: 1,250 rows');
    expect(nothing.textContent).toContain('The building has no name and no street: 250 rows');
    const advice = within(nothing).getByTestId('import-advice');
    expect(advice.textContent).toContain('Correct the cells of the column “Year Built”');
    expect(advice.textContent).toContain('Each row needs a building name or a street');
    expect(within(nothing).getByRole('button', { name: 'Template (EN)' })).toBeTruthy();
  });

  it('groups the skipped rows by reason over all rows, then lists them by line', async () => {
    await renderOutcome(ALL_SKIPPED);
    const reasons = screen.getByTestId('import-skipped-reasons');
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Not a number: 1,250 rows', 'The building has no name and no street: 250 rows']);
    const table = screen.getByTestId('import-skipped');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('2Year BuiltNot a number');
    expect(screen.getByText('and 1,499 more problems')).toBeTruthy();
  });

  it('names the columns not used with the reason of each', async () => {
    await renderOutcome(
      report({
        created: 1,
        unusedColumns: [
          { index: 1, header: 'Notes', reason: 'unknown' },
          { index: 2, header: 'Area (kWh)', reason: 'wrongUnit' },
          { index: 4, header: 'GFA 2', reason: 'duplicate' },
        ],
        unusedColumnsNotListed: 2,
      }),
    );
    const unused = screen.getByTestId('import-unused');
    expect(unused.textContent).toContain('5 columns not used');
    expect(screen.getByTestId('import-unused-unknown').textContent).toContain(
      'Not a column the import knows (1): Notes',
    );
    expect(screen.getByTestId('import-unused-duplicate').textContent).toContain(
      'Another column already gives the same field (1): GFA 2',
    );
    expect(screen.getByTestId('import-unused-wrongUnit').textContent).toContain(
      'Its unit does not fit what the column holds (1): Area (kWh)',
    );
    expect(unused.textContent).toContain('and 2 more columns the report does not name');
  });

  it('says which reporting years the file has and the history kept', async () => {
    await renderOutcome(
      report({
        created: 3,
        years: { first: 2019, last: 2023, earlierRows: 1234 },
        historyYears: 1237,
      }),
    );
    expect(screen.getByTestId('import-years').textContent).toContain(
      'The file has reporting years 2019–2023: each building takes its latest year as its ' +
        'General Information; 1,234 rows of earlier years were kept as annual history.',
    );
    expect(screen.getByTestId('import-history').textContent).toContain(
      'Annual figures of 1,237 building-years were kept as history and feed the figures.',
    );
  });

  it('says it in Czech with Czech plurals and number format', async () => {
    await renderOutcome(
      report({ created: 3, years: { first: 2019, last: 2023, earlierRows: 3 }, historyYears: 1 }),
      'cs',
    );
    expect(screen.getByTestId('import-counts').textContent).toContain('Vytvořeny 3 budovy');
    expect(screen.getByTestId('import-years').textContent).toContain(
      '2019–2023: každá budova přebírá jako obecné informace svůj nejnovější rok; 3 řádky ' +
        'dřívějších let byly uloženy jako roční historie.',
    );
    expect(screen.getByTestId('import-history').textContent).toContain(
      'Roční údaje za 1 kombinaci budova–rok',
    );
  });

  it('says nothing was imported in German', async () => {
    await renderOutcome(ALL_SKIPPED, 'de');
    const nothing = screen.getByTestId('import-nothing');
    expect(nothing.textContent).toContain('Es wurde nichts importiert');
    expect(nothing.textContent).toContain('1.500 Zeilen wurden übersprungen');
  });
});
