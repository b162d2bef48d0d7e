import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { FILE_REFUSALS, type ImportFailure } from '../utils/import-failure';
import { ImportFailureAlert } from './import-failure-alert';

async function renderFailure(failure: ImportFailure, language: Language = 'en') {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <ImportFailureAlert failure={failure} />
    </I18nextProvider>,
  );
  return screen.findByTestId('import-failure');
}

describe('ImportFailureAlert', () => {
  it.each(FILE_REFUSALS)('refuses a file (%s) without "try again", with advice', async (reason) => {
    const alert = await renderFailure({ kind: 'refused', reason, line: 3 });
    expect(alert.textContent).toContain('This file cannot be imported');
    expect(alert.textContent).not.toMatch(/try again/i);
    expect(alert.textContent).toContain('Nothing of the file was stored.');
    expect(within(alert).getByTestId('import-refusal-advice').textContent).not.toBe('');
  });

  it('tells how to save a file that is not CSV as CSV', async () => {
    const alert = await renderFailure({ kind: 'refused', reason: 'import.notCsv' });
    expect(alert.textContent).toContain('Please select a valid CSV file');
    expect(alert.textContent).toContain('File › Save As › CSV UTF-8');
  });

  it('names the header columns accepted and offers the template for an unknown header', async () => {
    const alert = await renderFailure({ kind: 'refused', reason: 'import.headerNotRecognised' });
    expect(within(alert).getByTestId('import-refusal-advice').textContent).toContain(
      'such as External ID, Building Name, Street Name',
    );
    expect(within(alert).getByRole('button', { name: 'Template (CS)' })).toBeTruthy();
  });

  it('tells to split a file too large, and where a malformed file breaks', async () => {
    expect(
      (await renderFailure({ kind: 'refused', reason: 'import.fileTooLarge' })).textContent,
    ).toContain('Split it into files smaller than 10MB');
    document.body.innerHTML = '';
    const alert = await renderFailure({ kind: 'refused', reason: 'file.unclosedQuote', line: 3 });
    expect(alert.textContent).toContain('A quotation mark is opened but never closed (line 3).');
    expect(alert.textContent).toContain('Close the quotation mark on line 3');
  });

  it('says "Upload failed. Please try again." only for failures a new try may pass', async () => {
    const written = await renderFailure({ kind: 'retry', reason: 'import.writeFailed' });
    expect(written.textContent).toContain('Upload failed. Please try again.');
    expect(written.textContent).toContain('The buildings could not be saved; nothing was stored.');
    document.body.innerHTML = '';
    const network = await renderFailure({ kind: 'retry', reason: 'failure.network' });
    expect(network.textContent).toContain('No answer came from the server.');
  });

  it('refuses in Czech and German with their template column names', async () => {
    const cs = await renderFailure({ kind: 'refused', reason: 'import.headerNotRecognised' }, 'cs');
    expect(cs.textContent).toContain('Tento soubor nelze importovat');
    expect(cs.textContent).toContain('Externí ID, Název budovy, Ulice');
    document.body.innerHTML = '';
    const de = await renderFailure({ kind: 'refused', reason: 'import.noRows' }, 'de');
    expect(de.textContent).toContain('Diese Datei kann nicht importiert werden');
    expect(de.textContent).not.toMatch(/erneut versuchen|versuchen Sie es erneut/);
  });
});
