import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { renderInApp } from '@/testing/render-in-app';
import csAssetReliability from '@/locales/cs/assetReliability.json';
import {
  BudgetAllocationsDialog,
  type BudgetAllocationsDialogProps,
} from './budget-allocations-dialog';

async function renderDialog(language: Language, props: Partial<BudgetAllocationsDialogProps> = {}) {
  const onSave = props.onSave ?? vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  await renderInApp(
    <BudgetAllocationsDialog
      year={2026}
      byYear={{ '2026': { cooling: 4000 }, '2025': { overall: 90_000, heating: 700 } }}
      currency="EUR"
      onClose={onClose}
      {...props}
      onSave={onSave}
    />,
    language,
  );
  await screen.findByRole('dialog');
  return { onSave, onClose };
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

// The first render loads the catalogs: slow on a loaded machine.
describe('BudgetAllocationsDialog', () => {
  it('opens on the figures’ year with its stored amounts, the others empty', async () => {
    await renderDialog('en');
    expect(field('Year').value).toBe('2026');
    expect(field('Cooling').value).toBe('4000');
    expect(field('Heating').value).toBe('');
    expect(field('Overall').value).toBe('');
    expect(
      screen.getByText(/Leave a field empty to use the equipment's yearly costs/),
    ).toBeTruthy();
    expect(screen.getByText(/Amounts in € for the year/)).toBeTruthy();
  });

  it('saves the year and only the filled amounts (empty means the yearly costs)', async () => {
    const { onSave, onClose } = await renderDialog('en');
    fill('Cooling', '12500,5');
    fill('Others', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(2026, { cooling: 12_500.5, others: 0 });
  });

  it('shows another year’s stored amounts when the year changes', async () => {
    const { onSave } = await renderDialog('en');
    fill('Year', '2025');
    await waitFor(() => expect(field('Overall').value).toBe('90000'));
    expect(field('Heating').value).toBe('700');
    expect(field('Cooling').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(2025, { overall: 90_000, heating: 700 }),
    );
  });

  it('refuses negative amounts, text and a year out of range, and saves nothing', async () => {
    const { onSave } = await renderDialog('en');
    fill('Cooling', '-1');
    fill('Heating', 'lots');
    fill('Lighting', '2000000000000');
    fill('Year', '26');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The value should be >= 0')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getAllByText('This value is out of range')).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the input and says so in the user’s language when the save fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('permission_denied')));
    const { onClose } = await renderDialog('cs', { onSave });
    fill('Chlazení', '777');
    fireEvent.click(screen.getByRole('button', { name: csAssetReliability.budgetEdit.save }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      csAssetReliability.budgetEdit.saveFailed,
    );
    expect(field('Chlazení').value).toBe('777');
    expect(onClose).not.toHaveBeenCalled();
  });
});
