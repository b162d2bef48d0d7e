import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import { TEST_CHILLER } from '@shared/testing/reliability-test-equipment';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { renderInApp } from '@/testing/render-in-app';
import { AddReplacementMeasureButton } from './add-replacement-measure-button';

/** Only what the draft reads: an obsolescence finding. */
const FINDINGS: Pick<MetricsEquipmentReliability, 'obsolescence'> = {
  obsolescence: [
    { category: 'technological', reason: 'sparePartsNoLongerAvailable', source: 'user' },
  ],
};
const FIGURES = FINDINGS as MetricsEquipmentReliability;

async function renderButton(language: Language) {
  const onAdd = vi.fn(() => Promise.resolve('added' as const));
  await renderInApp(
    <AddReplacementMeasureButton
      equipmentId="e1"
      onAdd={onAdd}
      record={TEST_CHILLER}
      figures={FIGURES}
      improveHref="/buildings/b1/improve"
    />,
    language,
  );
  return { onAdd, button: await screen.findByTestId('add-measure-e1') };
}

// The first render loads the catalogs: slow on a loaded machine.
describe('AddReplacementMeasureButton', () => {
  it.each([
    ['en', '+ Add to Improvement Measures'],
    ['cs', '+ Přidat do opatření ke zlepšení'],
    ['de', '+ Zu Verbesserungsmaßnahmen hinzufügen'],
  ] as const)('reads as spec 2.12 writes it, "+" in the text, in %s', async (language, label) => {
    const { button } = await renderButton(language);
    expect(button.textContent).toBe(label);
    expect(button.querySelector('svg')).toBeNull();
  });

  it('stores the replacement and says so', async () => {
    const { onAdd, button } = await renderButton('en');
    fireEvent.click(button);
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('was added to the Improvement Measures'),
    );
  });
});
