import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Renewables } from '@shared/schemas/stored/renewables';
import { describe, expect, it } from 'vitest';
import { RenewablesStep } from './renewables-step';
import { renderStepForTest } from '../testing/render-step';

function renderStep(initial: Renewables | undefined, readOnly = false) {
  return renderStepForTest(RenewablesStep, initial, { readOnly });
}

const system = (number: number) =>
  within(screen.getByRole('group', { name: `P.V. System ${number}` }));

function type(number: number, label: RegExp, value: string) {
  fireEvent.change(system(number).getByLabelText(label), { target: { value } });
}

function choose(number: number, label: RegExp, option: string) {
  fireEvent.mouseDown(system(number).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const SAVED: Renewables = {
  pvSystems: {
    second: { capacityKwp: 2, inclineUnknown: true, orientationDeg: 20, order: 1 },
    first: {
      capacityKwp: 10,
      tracking: 'twoAxis',
      inclineDeg: 30,
      orientationUnknown: true,
      systemLossPct: 14,
      panelType: 'cadmiumTelluride',
      mounting: 'buildingIntegrated',
      order: 0,
    },
  },
};

describe('RenewablesStep', () => {
  it('shows the empty text and adds "P.V. System 1" with the spec labels', async () => {
    await renderStep(undefined);
    expect(screen.getByText('No P.V. systems yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add P.V. System' }));
    expect(screen.queryByText('No P.V. systems yet')).toBeNull();
    for (const label of [
      /^Installed Capacity \(kWp\)/,
      /^Incline Angle \(degrees from horizontal\)/,
      /^Unknown Incline Angle/,
      /^Orientation Angle \(degrees from South\)/,
      /^Unknown Orientation Angle/,
      /^System Loss \(%\)/,
    ]) {
      expect(system(1).getByLabelText(label)).toBeTruthy();
    }
    const options = (label: RegExp) => {
      fireEvent.mouseDown(system(1).getByRole('combobox', { name: label }));
      const listbox = screen.getByRole('listbox');
      const texts = within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent);
      fireEvent.keyDown(listbox, { key: 'Escape' });
      return texts;
    };
    expect(options(/^Tracking Type/)).toEqual([
      'Fixed',
      'Vertical Axis',
      'Incline Axis',
      'Two-Axis',
    ]);
    expect(options(/^P\.V\. Panel Type/)).toEqual([
      'Crystal Silicon',
      'Copper Indium Selenide',
      'Cadmium Telluride',
      'Unknown',
    ]);
    expect(options(/^Mounting Type/)).toEqual(['Free Standing', 'Building Integrated']);
  });

  it('lists saved systems by order and submits them unchanged', async () => {
    const { form, onSubmit, onDirtyChange } = await renderStep(SAVED);
    expect(onDirtyChange).not.toHaveBeenCalledWith(true);
    expect((system(1).getByLabelText(/^Installed Capacity/) as HTMLInputElement).value).toBe('10');
    expect((system(2).getByLabelText(/^Installed Capacity/) as HTMLInputElement).value).toBe('2');
    expect((system(2).getByLabelText(/^Incline Angle/) as HTMLInputElement).disabled).toBe(true);
    expect((system(2).getByLabelText(/^Unknown Incline Angle/) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual(SAVED);
  });

  it('adds a system with new key and order, keeping the saved keys', async () => {
    const { form, onSubmit, onDirtyChange } = await renderStep(SAVED);
    fireEvent.click(screen.getByRole('button', { name: 'Add P.V. System' }));
    type(3, /^Installed Capacity/, '4,5');
    choose(3, /^Tracking Type/, 'Fixed');
    type(3, /^Incline Angle/, '35');
    fireEvent.click(system(3).getByLabelText(/^Unknown Orientation Angle/));
    type(3, /^System Loss/, '12');
    choose(3, /^P\.V\. Panel Type/, 'Crystal Silicon');
    choose(3, /^Mounting Type/, 'Free Standing');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const saved = onSubmit.mock.calls[0]?.[0].pvSystems ?? {};
    const newKey = Object.keys(saved).find((key) => key !== 'first' && key !== 'second') ?? '';
    expect(newKey).toMatch(/^[0-9a-f]{32}$/);
    expect(saved).toStrictEqual({
      ...SAVED.pvSystems,
      [newKey]: {
        capacityKwp: 4.5,
        tracking: 'fixed',
        inclineDeg: 35,
        orientationUnknown: true,
        systemLossPct: 12,
        panelType: 'crystalSilicon',
        mounting: 'freeStanding',
        order: 2,
      },
    });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    // Saved again, the new system keeps its key.
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(Object.keys(onSubmit.mock.calls[1]?.[0].pvSystems ?? {}).sort()).toEqual(
      ['first', 'second', newKey].sort(),
    );
  });

  it('renumbers after a removal and saves the rest in order', async () => {
    const { form, onSubmit } = await renderStep(SAVED);
    fireEvent.click(screen.getByRole('button', { name: 'Remove P.V. System 1' }));
    expect(screen.queryByRole('group', { name: 'P.V. System 2' })).toBeNull();
    expect((system(1).getByLabelText(/^Installed Capacity/) as HTMLInputElement).value).toBe('2');
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({
      pvSystems: { second: { capacityKwp: 2, inclineUnknown: true, orientationDeg: 20, order: 0 } },
    });
  });

  it('saves no systems as an empty part', async () => {
    const { form, onSubmit } = await renderStep({
      pvSystems: { only: { capacityKwp: 1, inclineDeg: 1, orientationDeg: 1, order: 0 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove P.V. System 1' }));
    expect(screen.getByText('No P.V. systems yet')).toBeTruthy();
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({}));
  });

  it('"Unknown" empties and disables the angle', async () => {
    const { form, onSubmit } = await renderStep({
      pvSystems: { p: { capacityKwp: 1, inclineDeg: 25, orientationDeg: 5, order: 0 } },
    });
    fireEvent.click(system(1).getByLabelText(/^Unknown Incline Angle/));
    const incline = system(1).getByLabelText(/^Incline Angle/) as HTMLInputElement;
    expect(incline.disabled).toBe(true);
    expect(incline.value).toBe('');
    fireEvent.submit(form);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        pvSystems: { p: { capacityKwp: 1, inclineUnknown: true, orientationDeg: 5, order: 0 } },
      }),
    );
  });

  it('taking "Unknown" back restores the angle entered before', async () => {
    const { form, onSubmit } = await renderStep({
      pvSystems: { p: { capacityKwp: 1, inclineDeg: 25, orientationDeg: 5, order: 0 } },
    });
    fireEvent.change(system(1).getByLabelText(/^Orientation Angle/), { target: { value: '-30' } });
    fireEvent.click(system(1).getByLabelText(/^Unknown Orientation Angle/));
    fireEvent.click(system(1).getByLabelText(/^Unknown Orientation Angle/));
    const orientation = system(1).getByLabelText(/^Orientation Angle/) as HTMLInputElement;
    expect(orientation.disabled).toBe(false);
    expect(orientation.value).toBe('-30');
    fireEvent.submit(form);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        pvSystems: { p: { capacityKwp: 1, inclineDeg: 25, orientationDeg: -30, order: 0 } },
      }),
    );
  });

  it('requires the capacity and each angle or its "Unknown" choice, and does not save', async () => {
    const { form, onSubmit } = await renderStep(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Add P.V. System' }));
    type(1, /^System Loss/, '120');
    fireEvent.submit(form);
    await waitFor(() => expect(system(1).getAllByText('This field is required')).toHaveLength(3));
    expect(system(1).getByText('This value is out of range')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is read-only for viewers: inputs disabled, no add or remove', async () => {
    const { form } = await renderStep(SAVED, true);
    for (const input of form.querySelectorAll('input')) expect(input.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add P.V. System' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
