import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import type { UploadFailure } from '../api/series-upload-client';
import { UploadFailureAlert } from './upload-failure-alert';

async function renderAlert(failure: UploadFailure, language: Language = 'en') {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  await i18n.loadNamespaces(['csv', 'wizardUploads']);
  const { container, unmount } = render(
    <I18nextProvider i18n={i18n}>
      <UploadFailureAlert failure={failure} testId="failure" />
    </I18nextProvider>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

const issues = [
  { line: 2, code: 'cell.notATimestamp', detail: 'x' },
  { line: 2, code: 'cell.notANumber', detail: 'y' },
  { line: 3, code: 'row.missingValue' },
];

describe('UploadFailureAlert', () => {
  it('counts the rows that cannot be read, and their problems when there are more', async () => {
    const text = await renderAlert({ kind: 'rows', issues, issueCount: 5, rowCount: 3 });
    expect(text).toContain('3 rows cannot be read (5 problems). Nothing was stored.');
    expect(text).toContain('Line 2: Not a number (“y”)');
    const czech = await renderAlert({ kind: 'rows', issues, issueCount: 5, rowCount: 3 }, 'cs');
    expect(czech).toContain('3 řádky nelze přečíst (5 problémů). Nic nebylo uloženo.');
    const one = await renderAlert({
      kind: 'rows',
      issues: issues.slice(2),
      issueCount: 1,
      rowCount: 1,
    });
    expect(one).toContain('1 row cannot be read. Nothing was stored.');
  });

  it('says which columns are needed, which headers are accepted and which were found', async () => {
    const text = await renderAlert({
      kind: 'file',
      reason: 'file.missingColumns',
      found: ['Time stamp', 'Reading'],
    });
    expect(text).toContain('needs a timestamp column and a value column');
    expect(text).toContain('Interval End');
    expect(text).toContain('Usage (kWh)');
    expect(text).toContain('Headers in the file: “Time stamp”, “Reading”.');
    expect(text).not.toContain('no data rows');
    const unit = await renderAlert(
      { kind: 'file', reason: 'file.unknownUnit', detail: 'therms' },
      'de',
    );
    expect(unit).toContain('Die Wertspalte ist in therms angegeben');
  });
});
