import type {
  SeriesFileIssueCode,
  SeriesRowIssueCode,
} from '@shared/domain/series/series-upload-issues';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n/languages';

/** Every reason the `series` function can answer; the type makes a forgotten code a compile error. */
const REASONS: Record<SeriesRowIssueCode | SeriesFileIssueCode, true> = {
  'cell.notANumber': true,
  'cell.notATimestamp': true,
  'cell.notADate': true,
  'row.missingTimestamp': true,
  'row.missingValue': true,
  'row.missingUnit': true,
  'row.unknownUnit': true,
  'row.negativeValue': true,
  'row.duplicateTimestamp': true,
  'row.tooManyCells': true,
  'row.badTimeRange': true,
  'file.noRows': true,
  'file.tooManyRows': true,
  'file.missingColumns': true,
  'file.unknownUnit': true,
  'file.intervalUnknown': true,
};
/** Reasons of the handler itself (and of the file check before sending) and of the CSV reader. */
const HANDLER_REASONS = [
  'upload.notCsv',
  'upload.tooLarge',
  'upload.notAllowed',
  'upload.noSuchEquipment',
  'upload.failed',
];
const CSV_FILE_REASONS = ['file.empty', 'file.notText', 'file.unclosedQuote', 'file.malformed'];

describe('upload reasons', () => {
  it.each(SUPPORTED_LANGUAGES)('are translated in %s', async (language) => {
    const i18n = await createI18n(language, { waitFor: 'everything' });
    await i18n.loadNamespaces(['csv', 'wizardUploads']);
    for (const code of [...Object.keys(REASONS), ...HANDLER_REASONS, ...CSV_FILE_REASONS]) {
      const inCsv = i18n.exists(code, { ns: 'csv', lng: language, fallbackLng: false });
      const inUploads = i18n.exists(`reason.${code}`, {
        ns: 'wizardUploads',
        lng: language,
        fallbackLng: false,
      });
      expect(inCsv || inUploads, `${language}: ${code}`).toBe(true);
    }
  });
});
