import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Heating } from '@shared/schemas/stored/heating';
import { describe, expect, it } from 'vitest';
import { HeatingStep } from './heating-step';
import { renderStepForTest } from '../testing/render-step';

const JAN = { month: '2025-01', cost: 300, consumptionKwh: 4000 };

function renderStep(initial: Heating | undefined, readOnly = false) {
  return renderStepForTest(HeatingStep, initial, { readOnly });
}

const cell = (column: string, row: number) => screen.getByLabelText(`${column}, row ${row}`);
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

function answer(question: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: choice }));
}

describe('HeatingStep', () => {
  it('shows the spec labels and the bills table', async () => {
    await renderStep(undefined);
    expect(screen.getByRole('radiogroup', { name: 'Has heating system' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'District Heating' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Heating Type/ })).toBeTruthy();
    expect(screen.getByLabelText(/^Heating system details/)).toBeTruthy();
    for (const heading of ['Month / Year', 'Cost ($)', 'Consumption (kWh)']) {
      expect(screen.getByRole('columnheader', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText(/No bills added yet/)).toBeTruthy();
  });

  it('submits the stored shape of /heating', async () => {
    const { submit, onSubmit, onDirtyChange } = await renderStep({ rows: { a: JAN } });
    answer('Has heating system', 'Yes');
    answer('District Heating', 'Yes');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Heating Type/ }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'District Heating' }),
    );
    type(screen.getByLabelText(/^Heating system details/), 'Substation in the basement');
    type(cell('Cost ($)', 1), '310');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      hasHeatingSystem: true,
      districtHeating: true,
      heatingType: 'districtHeating',
      details: 'Substation in the basement',
      rows: { a: { ...JAN, cost: 310 } },
    });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('is clean on mount and after undoing edits', async () => {
    const { onDirtyChange } = await renderStep({ hasHeatingSystem: true });
    await waitFor(() => expect(onDirtyChange).toHaveBeenCalled());
    expect(onDirtyChange).not.toHaveBeenCalledWith(true);
    answer('Has heating system', 'No');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    answer('Has heating system', 'Yes');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    fireEvent.click(screen.getByRole('button', { name: 'Add Month' }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    fireEvent.click(screen.getByRole('button', { name: /^Remove / }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('hides and drops the system fields when there is no heating system', async () => {
    const { submit, onSubmit } = await renderStep({
      hasHeatingSystem: true,
      heatingType: 'radiant',
      details: 'Old radiators',
    });
    answer('Has heating system', 'No');
    expect(screen.queryByRole('radiogroup', { name: 'District Heating' })).toBeNull();
    expect(screen.queryByLabelText(/^Heating system details/)).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ hasHeatingSystem: false });
  });

  it('rejects negative or missing bill values and duplicate months', async () => {
    const { submit, onSubmit } = await renderStep({ rows: { a: JAN } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Month' }));
    type(cell('Month / Year', 2), '2025-01');
    type(cell('Cost ($)', 2), '-5');
    await submit();
    expect(screen.getAllByText('This field is not empty and >= 0')).toHaveLength(2);
    expect(screen.getByText('Only one row per month is allowed')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables every input when read-only', async () => {
    await renderStep({ hasHeatingSystem: true, rows: { a: JAN } }, true);
    expect((screen.getByLabelText(/^Heating system details/) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((cell('Month / Year', 1) as HTMLInputElement).disabled).toBe(true);
    for (const radio of screen.getAllByRole('radio')) {
      expect((radio as HTMLInputElement).disabled).toBe(true);
    }
  });
});
