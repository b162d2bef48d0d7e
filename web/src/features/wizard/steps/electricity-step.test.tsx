import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Electricity } from '@shared/schemas/stored/electricity';
import { describe, expect, it } from 'vitest';
import { ElectricityStep } from './electricity-step';
import { renderStepForTest, type RenderStepOptions } from '../testing/render-step';

const CONSENT =
  'Do you wish to allow us to obtain your electricity consumption information from your Electricity Supplier?';
const JAN = { month: '2025-01', cost: 100, consumptionKwh: 900 };
const FEB = { month: '2025-02', cost: 120, consumptionKwh: 1000 };

function renderStep(initial: Electricity | undefined, options: RenderStepOptions = {}) {
  return renderStepForTest(ElectricityStep, initial, options);
}

const cell = (column: string, row: number) => screen.getByLabelText(`${column}, row ${row}`);
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

function answer(question: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: choice }));
}

function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('ElectricityStep', () => {
  it('shows the spec columns and the stored bills sorted by month', async () => {
    await renderStep({ rows: { b: FEB, a: JAN } });
    for (const heading of ['Month / Year', 'Cost ($)', 'Consumption (kWh)', 'Action']) {
      expect(screen.getByRole('columnheader', { name: heading })).toBeTruthy();
    }
    expect((cell('Month / Year', 1) as HTMLInputElement).value).toBe('2025-01');
    expect((cell('Month / Year', 2) as HTMLInputElement).value).toBe('2025-02');
    expect((cell('Cost ($)', 2) as HTMLInputElement).value).toBe('120');
    expect(screen.getByRole('radiogroup', { name: CONSENT })).toBeTruthy();
    expect(screen.queryByLabelText(/Account Number/)).toBeNull();
  });

  it('labels the cost in euros in German', async () => {
    await renderStep(undefined, { language: 'de', currency: 'EUR' });
    expect(await screen.findByRole('columnheader', { name: 'Kosten (€)' })).toBeTruthy();
  });

  it('labels the cost in the building’s currency in every language', async () => {
    await renderStep(undefined, { language: 'en', currency: 'EUR' });
    expect(await screen.findByRole('columnheader', { name: 'Cost (€)' })).toBeTruthy();
    cleanup();
    await renderStep(undefined, { language: 'de', currency: 'USD' });
    expect(await screen.findByRole('columnheader', { name: 'Kosten ($)' })).toBeTruthy();
    cleanup();
    await renderStep(undefined, { language: 'cs', currency: 'CZK' });
    expect(await screen.findByRole('columnheader', { name: 'Náklady (Kč)' })).toBeTruthy();
  });

  it('adds, fills and removes rows and submits the stored shape', async () => {
    const { submit, onSubmit, onDirtyChange } = await renderStep({ rows: { a: JAN } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Month' }));
    expect((cell('Month / Year', 2) as HTMLInputElement).value).toBe('2025-02');
    type(cell('Cost ($)', 2), '120,5');
    type(cell('Consumption (kWh)', 2), '1000');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add Month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2025-03' }));
    answer(CONSENT, 'No');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const value = onSubmit.mock.calls[0]?.[0];
    expect(value?.supplierConsent).toBe(false);
    expect(value?.rows?.['a']).toEqual(JAN);
    const added = Object.entries(value?.rows ?? {}).filter(([key]) => key !== 'a');
    expect(added).toHaveLength(1);
    expect(added[0]?.[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(added[0]?.[1]).toEqual({ month: '2025-02', cost: 120.5, consumptionKwh: 1000 });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('rejects a missing or negative cost and consumption', async () => {
    const { submit, onSubmit } = await renderStep(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Add Month' }));
    type(cell('Consumption (kWh)', 1), '-1');
    await submit();
    expect(screen.getAllByText('This field is not empty and >= 0')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a bill month typed by keyboard, as in a browser without a month picker', async () => {
    const { submit, onSubmit } = await renderStep({ rows: { a: JAN } });
    const user = userEvent.setup();
    const month = cell('Month / Year', 1) as HTMLInputElement;
    expect(month.type).toBe('text');
    await user.clear(month);
    await user.type(month, '3/2025');
    expect(month.value).toBe('3/2025');
    await user.tab();
    expect(month.value).toBe('2025-03');
    await submit();
    expect(onSubmit.mock.calls[0]?.[0].rows?.['a']).toEqual({ ...JAN, month: '2025-03' });
  });

  it('refuses a bill month that names no month, saying how to write one', async () => {
    const { submit, onSubmit } = await renderStep({ rows: { a: JAN } });
    const user = userEvent.setup();
    const month = cell('Month / Year', 1) as HTMLInputElement;
    await user.clear(month);
    await user.type(month, '2025-13');
    await submit();
    expect(month.value).toBe('2025-13');
    expect(screen.getByText('Enter the month as YYYY-MM, for example 2025-03')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a second bill for the same month', async () => {
    const { submit, onSubmit } = await renderStep({ rows: { a: JAN } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Month' }));
    type(cell('Month / Year', 2), '2025-01');
    type(cell('Cost ($)', 2), '1');
    type(cell('Consumption (kWh)', 2), '1');
    await submit();
    expect(screen.getByText('Only one row per month is allowed')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the supplier details with consent', async () => {
    const { submit, onSubmit } = await renderStep(undefined);
    answer(CONSENT, 'Yes');
    await submit();
    expect(screen.getAllByText('This field is not empty')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    type(screen.getByLabelText(/^Account Number/), 'CZ-123');
    choose(/Electricity Supplier Company/, 'Other');
    await submit();
    expect(screen.getAllByText('This field is not empty')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();

    type(screen.getByLabelText(/^Other Electricity Supplier/), 'Local Co-op');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      supplierConsent: true,
      accountNumber: 'CZ-123',
      otherSupplier: 'Local Co-op',
    });
  });

  it('is clean on mount and after answering Yes and back No', async () => {
    const { onDirtyChange } = await renderStep({ supplierConsent: false, rows: { a: JAN } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenCalled());
    expect(onDirtyChange).not.toHaveBeenCalledWith(true);
    answer(CONSENT, 'Yes');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    answer(CONSENT, 'No');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('stores a listed supplier', async () => {
    const { submit, onSubmit } = await renderStep({ supplierConsent: true, accountNumber: 'A1' });
    choose(/Electricity Supplier Company/, 'Wien Energie (AT)');
    expect(
      (screen.getByLabelText(/^Other Electricity Supplier/) as HTMLInputElement).disabled,
    ).toBe(true);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      supplierConsent: true,
      accountNumber: 'A1',
      supplierCompany: 'Wien Energie',
    });
  });

  it('keeps the input on screen when saving fails', async () => {
    const { submit, onSubmit } = await renderStep(undefined);
    onSubmit.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Month' }));
    type(cell('Cost ($)', 1), '5');
    type(cell('Consumption (kWh)', 1), '6');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((cell('Cost ($)', 1) as HTMLInputElement).value).toBe('5');
  });

  it('disables every input when read-only', async () => {
    await renderStep(
      { rows: { a: JAN }, supplierConsent: true, accountNumber: 'A1' },
      { readOnly: true },
    );
    expect((cell('Cost ($)', 1) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Account Number/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add Month' })).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Remove 2025-01' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
