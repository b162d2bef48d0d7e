import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { processImageFile } from '@/lib/images/process-image';
import type * as ProcessImageModule from '@/lib/images/process-image';
import { BuildingPhotoContext, type BuildingPhotoState } from '../utils/building-photo-context';
import { GeneralPhotoField } from './general-photo-field';

vi.mock('@/lib/images/process-image', async (importOriginal) => {
  const actual = await importOriginal<typeof ProcessImageModule>();
  return { ...actual, processImageFile: vi.fn(actual.processImageFile) };
});

const IMAGE = { full: 'data:image/jpeg;base64,RlVMTA==', thumb: 'data:image/jpeg;base64,VEhVTUI=' };
const STORED = 'data:image/jpeg;base64,U1RPUkVE';

async function renderField(state: Partial<BuildingPhotoState>, readOnly = false) {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  const change = vi.fn<BuildingPhotoState['change']>(() => Promise.resolve());
  render(
    <I18nextProvider i18n={i18n}>
      <BuildingPhotoContext.Provider value={{ thumbnail: null, pending: null, change, ...state }}>
        <GeneralPhotoField readOnly={readOnly} />
      </BuildingPhotoContext.Provider>
    </I18nextProvider>,
  );
  return { change };
}

describe('GeneralPhotoField', () => {
  it('hands a processed photo to the shell, also before the building is saved', async () => {
    vi.mocked(processImageFile).mockResolvedValueOnce({ ok: true, image: IMAGE });
    const { change } = await renderField({});
    const input = screen.getByLabelText('Building Photo');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(change).toHaveBeenCalledWith(IMAGE));
  });

  it('shows the photo waiting for the first save, or the stored one, with Remove photo', async () => {
    const { change } = await renderField({ pending: IMAGE, thumbnail: STORED });
    expect(screen.getByRole('img', { name: 'Building Photo' }).getAttribute('src')).toBe(
      IMAGE.thumb,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(change).toHaveBeenCalledWith(null);
  });

  it('says so when storing the photo fails', async () => {
    const { change } = await renderField({ thumbnail: STORED });
    change.mockRejectedValueOnce(new Error('PERMISSION_DENIED'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('The photo could not be saved. Please try again.')).toBeTruthy();
  });

  it('shows the stored photo read-only to viewers', async () => {
    await renderField({ thumbnail: STORED }, true);
    expect(screen.getByRole('img', { name: 'Building Photo' }).getAttribute('src')).toBe(STORED);
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });
});
