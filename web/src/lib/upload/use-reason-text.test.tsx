import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { useReasonText, type ReasonSource } from './use-reason-text';

const SOURCES: readonly ReasonSource[] = [
  { ns: 'csv' },
  { ns: 'wizardUploads', prefix: 'reason.' },
];

async function reasonText(sources: readonly ReasonSource[]) {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  await i18n.loadNamespaces(['csv', 'wizardUploads', 'equipmentImport']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useReasonText(sources), { wrapper }).result.current;
}

describe('useReasonText', () => {
  it('translates a code by the first source that has it, with its prefix and values', async () => {
    const text = await reasonText(SOURCES);
    expect(text('file.unclosedQuote', { line: 4 })).toBe(
      'A quotation mark is opened but never closed (line 4).',
    );
    expect(text('upload.failed')).toBe('The upload failed. Please try again.');
  });

  it('looks a qualified code up in its namespace, and shows an unknown code as written', async () => {
    const text = await reasonText([{ ns: 'equipmentImport' }]);
    expect(text('csv:file.empty')).toBe('The file is empty.');
    expect(text('import.somethingNew')).toBe('import.somethingNew');
  });
});
