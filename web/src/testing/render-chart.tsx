import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { onTestFinished, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';

/** Renders a chart card inside the app's i18n, every namespace loaded. */
export async function renderChartForTest(ui: ReactElement, language: Language = 'en') {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** Catches the files the card downloads: their names and contents. */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs; the test's own are kept until it ends.
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

/** A downloaded file's bytes as text, its BOM kept (`Blob.text()` drops it). */
export async function fileText(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

/** Formats as the app would in English, simply enough to assert on. */
export const formatNumber = (value: number) => value.toLocaleString('en-US');
