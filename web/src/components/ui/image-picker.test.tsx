import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { ImagePicker } from './image-picker';

const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWJqaGj4DwAAAP//C4xaGgAAAAZJREFUAwAFjgKCW5ctWAAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

async function renderPicker(onChange = vi.fn()) {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <ImagePicker label="Building Photo" onChange={onChange} />
    </I18nextProvider>,
  );
  return { onChange, input: screen.getByLabelText('Building Photo') };
}

describe('ImagePicker', () => {
  it('refuses a PDF renamed .jpg with "Please select an image file"', async () => {
    const { onChange, input } = await renderPicker();
    const pdf = new File(['%PDF-1.7\n'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText('Please select an image file')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports an image the browser cannot decode', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('corrupt')));
    try {
      const { onChange, input } = await renderPicker();
      const png = new File([PNG_1PX.slice(0, 20)], 'cut.png', { type: 'image/png' });
      fireEvent.change(input, { target: { files: [png] } });
      expect(await screen.findByText('Error processing image. Please try again.')).toBeTruthy();
      expect(onChange).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
