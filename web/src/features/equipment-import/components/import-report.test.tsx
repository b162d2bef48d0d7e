import { render, screen, within } from '@testing-library/react';
import {
  equipmentImportReportSchema,
  type EquipmentImportReport,
} from '@shared/schemas/contracts/equipment-import';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { ImportReport } from './import-report';

function report(fields: Partial<EquipmentImportReport>): EquipmentImportReport {
  return equipmentImportReportSchema.parse({
    fileName: 'a.csv',
    rows: 2,
    created: 0,
    updated: 0,
    unchanged: 0,
    skippedCount: 0,
    entries: [],
    skipped: [],
    unusedColumns: [],
    subSystemInferred: 0,
    conventions: {
      delimiter: ',',
      encoding: 'utf-8',
      decimalSeparator: { value: '.', basis: 'detected' },
      dateOrder: { value: 'dayFirst', basis: 'assumed' },
    },
    ...fields,
  });
}

async function renderReport(value: EquipmentImportReport, language: Language = 'en') {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <ImportReport report={value} />
    </I18nextProvider>,
  );
  return screen.findByTestId('equipment-import-report');
}

describe('ImportReport', () => {
  it('counts the outcome, says which date order was assumed and lists skipped rows translated', async () => {
    const shown = await renderReport(
      report({
        created: 1,
        skippedCount: 2,
        entries: [{ line: 2, equipmentId: 'e1', assetId: 'CH-01', action: 'created' }],
        skipped: [
          { line: 3, reason: 'validation:outOfRange', column: 'Condition', value: '140' },
          { line: 4, reason: 'equipmentImport:reason.duplicateInFile', value: 'CH-01 (2)' },
        ],
      }),
    );
    expect(within(shown).getByTestId('equipment-import-counts').textContent).toContain(
      '1 equipment created · 0 updated · 0 unchanged · 2 rows skipped',
    );
    expect(within(shown).getByTestId('equipment-import-conventions').textContent).toContain(
      "Slashed dates as day/month/year (assumed: the file's values fit both ways)",
    );
    const skipped = within(shown).getByTestId('equipment-import-skipped');
    expect(skipped.textContent).toContain('This value is out of range');
    expect(skipped.textContent).toContain(
      'This Equipment ID is already on an earlier line of the file',
    );
  });

  it('says that nothing was written when no row could be imported, in Czech', async () => {
    const shown = await renderReport(
      report({ skippedCount: 1, skipped: [{ line: 2, reason: 'csv:cell.notANumber' }] }),
      'cs',
    );
    expect(shown.textContent).toContain('Žádný řádek souboru nešlo importovat');
    expect(shown.textContent).toContain('Není číslo');
  });
});
