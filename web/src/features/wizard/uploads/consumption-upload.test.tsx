import { SERIES_UPLOAD_MAX_BYTES } from '@shared/domain/series/series-upload';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FormatSettingsProvider } from '@/lib/format/format-settings-provider';
import { createI18n } from '@/lib/i18n/i18n';
import { ConsumptionUpload } from './consumption-upload';

const sent = vi.hoisted(() => ({ files: [] as File[] }));
vi.mock('../api/series-upload-client', () => ({
  readMonthlyTotals: vi.fn((_user: unknown, request: { file: File }) => {
    sent.files.push(request.file);
    return Promise.resolve({ months: [], timestampsFrom: 'start', rowCount: 0 });
  }),
  seriesUploadFailureOf: vi.fn(),
}));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => ({ user: { uid: 'u1' } }) }));

async function renderUpload() {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  await i18n.loadNamespaces(['wizardUploads', 'csv']);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FormatSettingsProvider units="metric" timeZone="Europe/Prague">
        <ConsumptionUpload buildingId="b1" disabled={false} onMonths={() => undefined} />
      </FormatSettingsProvider>
    </I18nextProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>(
    '[data-testid="upload-consumption-file"]',
  )!;
  const choose = (name: string, type: string, size?: number) => {
    const file = new File(['Timestamp,Value,Unit\n'], name, { type });
    if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
    fireEvent.change(input, { target: { files: [file] } });
  };
  return { input, choose };
}

beforeEach(() => {
  sent.files = [];
});

describe('ConsumptionUpload file check', () => {
  it('offers CSV and text files in the file chooser', async () => {
    const { input } = await renderUpload();
    expect(input.accept).toBe('.csv,.txt,text/csv,text/plain');
  });

  it('refuses a file that is not CSV or text before sending it, and says so', async () => {
    const { choose } = await renderUpload();
    choose('readings.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await screen.findByTestId('upload-consumption-failure')).textContent).toContain(
      'Please select a CSV or text file (.csv, .txt).',
    );
    expect(sent.files).toEqual([]);
  });

  it('refuses a file above the series limit before sending it, and sends one at the limit', async () => {
    const { choose } = await renderUpload();
    choose('meter.txt', 'text/plain', SERIES_UPLOAD_MAX_BYTES + 1);
    expect((await screen.findByTestId('upload-consumption-failure')).textContent).toContain(
      'The file is larger than 20 MB; split it into several uploads.',
    );
    expect(sent.files).toEqual([]);
    choose('meter.txt', 'text/plain', SERIES_UPLOAD_MAX_BYTES);
    await waitFor(() => expect(sent.files.map((file) => file.name)).toEqual(['meter.txt']));
    expect(screen.queryByTestId('upload-consumption-failure')).toBeNull();
  });
});
