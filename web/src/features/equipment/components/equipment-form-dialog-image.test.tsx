import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormatSettingsProvider } from '@/lib/format/format-settings-provider';
import { createI18n } from '@/lib/i18n/i18n';
import { processImageFile } from '@/lib/images/process-image';
import type * as ProcessImageModule from '@/lib/images/process-image';
import { EquipmentFormDialog, type EquipmentFormDialogProps } from './equipment-form-dialog';

vi.mock('@/lib/images/process-image', async (importOriginal) => {
  const actual = await importOriginal<typeof ProcessImageModule>();
  return { ...actual, processImageFile: vi.fn(actual.processImageFile) };
});

/** The first bytes of a real PNG (PNG specification, section 5.2), cut short: undecodable. */
const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const IMAGE = { full: 'data:image/jpeg;base64,RlVMTA==', thumb: 'data:image/jpeg;base64,VEhVTUI=' };
const STORED = 'data:image/jpeg;base64,U1RPUkVE';
const RECORD = { assetId: 'CH-1', name: 'Chiller 1', type: 'Chiller' };

async function renderDialog(props: Partial<EquipmentFormDialogProps> = {}) {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  const onSave = vi.fn(() => Promise.resolve());
  render(
    <I18nextProvider i18n={i18n}>
      <FormatSettingsProvider units="metric" timeZone="Europe/Prague">
        <EquipmentFormDialog
          record={RECORD}
          currency="EUR"
          onClose={vi.fn()}
          onSave={onSave}
          image={{ thumbnail: null }}
          {...props}
        />
      </FormatSettingsProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('dialog');
  return { onSave, input: screen.getByLabelText('Equipment Image') };
}

const pick = (input: HTMLElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => vi.unstubAllGlobals());

describe('EquipmentFormDialog image', () => {
  it('refuses a PDF renamed .jpg with "Please select an image file" and keeps the image', async () => {
    const { onSave, input } = await renderDialog();
    pick(input, new File(['%PDF-1.7\n%âãÏÓ'], 'chiller.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Please select an image file')).toBeTruthy();
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(RECORD, undefined));
  });

  it('says "Processing..." while the file is handled', async () => {
    vi.stubGlobal('createImageBitmap', () => new Promise(() => undefined));
    const { input } = await renderDialog();
    pick(input, new File([PNG_HEAD], 'chiller.png', { type: 'image/png' }));
    expect((await screen.findAllByText('Processing...')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Error processing image. Please try again.')).toBeNull();
  });

  it('says "Error processing image. Please try again." for a corrupt image', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('corrupt')));
    const { onSave, input } = await renderDialog();
    pick(input, new File([PNG_HEAD], 'chiller.png', { type: 'image/png' }));
    expect(await screen.findByText('Error processing image. Please try again.')).toBeTruthy();
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(RECORD, undefined));
  });

  it('shows the processed image and saves it with the record', async () => {
    vi.mocked(processImageFile).mockResolvedValueOnce({ ok: true, image: IMAGE });
    const { onSave, input } = await renderDialog();
    pick(input, new File([PNG_HEAD], 'chiller.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Equipment Image' });
    expect(preview.getAttribute('src')).toBe(IMAGE.thumb);
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(RECORD, IMAGE));
  });

  it('shows the stored thumbnail and saves its removal', async () => {
    const { onSave } = await renderDialog({ image: { thumbnail: STORED } });
    const preview = screen.getByRole('img', { name: 'Equipment Image' });
    expect(preview.getAttribute('src')).toBe(STORED);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Equipment Image' })).toBeNull();
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(RECORD, null));
  });

  it('offers no image where the caller does not store it', async () => {
    await renderDialog({ image: undefined }).catch(() => undefined);
    expect(screen.queryByText('Equipment Image')).toBeNull();
  });
});
