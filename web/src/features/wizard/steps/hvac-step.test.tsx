import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Hvac } from '@shared/schemas/stored/hvac';
import { describe, expect, it } from 'vitest';
import { HvacStep } from './hvac-step';
import { renderStepForTest } from '../testing/render-step';

function renderStep(initial: Hvac | undefined, readOnly = false) {
  return renderStepForTest(HvacStep, initial, { readOnly });
}

function answer(question: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: choice }));
}

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('HvacStep', () => {
  it('submits the installed systems in the stored shape', async () => {
    const { form, onSubmit, onDirtyChange } = await renderStep(undefined);
    answer('Cooling System Installed', 'Yes');
    choose('Cooling System Type', 'Absorption Chiller');
    choose('Compressor Type', 'Screw Driven');
    fireEvent.change(screen.getByLabelText('Refrigerant Type'), { target: { value: 'R-718' } });
    choose('Chiller Energy Source', 'Steam');
    fireEvent.change(screen.getByLabelText(/Cooling Capacity/), { target: { value: '350,5' } });
    answer('Heating System Installed', 'Yes');
    choose('Heater Type', 'Natural Gas Boiler');
    choose('Heater Energy Source', 'Natural Gas');
    answer('Mechanical Ventilation System Installed', 'Yes');
    fireEvent.change(screen.getByLabelText(/Percentage of GFA/), { target: { value: '60' } });
    choose('Fan Type', 'Variable Speed Drive Fan');
    answer('Natural Ventilation System Installed', 'No');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));

    fireEvent.submit(form);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      cooling: {
        installed: true,
        systemType: 'absorptionChiller',
        compressorType: 'screwDriven',
        refrigerant: 'R-718',
        energySource: 'steam',
        capacityKw: 350.5,
      },
      heating: { installed: true, heaterType: 'naturalGasBoiler', energySource: 'naturalGas' },
      ventilation: {
        mechanicalInstalled: true,
        gfaPct: 60,
        fanType: 'variableSpeedDrive',
        naturalInstalled: false,
      },
    });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  }, 20_000);

  it('does not submit the details of systems answered No', async () => {
    const { form, onSubmit } = await renderStep({
      cooling: { installed: true, systemType: 'splitUnitAc', energySource: 'electricity', cop: 3 },
      heating: { installed: false },
      ventilation: { mechanicalInstalled: true, gfaPct: 20, naturalInstalled: true },
    });
    expect(screen.getByRole('combobox', { name: /Cooling System Type/ })).toHaveProperty(
      'textContent',
      'Split Unit AC',
    );
    answer('Cooling System Installed', 'No');
    answer('Mechanical Ventilation System Installed', 'No');
    expect(screen.queryByLabelText(/Percentage of GFA/)).toBeNull();

    fireEvent.submit(form);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      cooling: { installed: false },
      heating: { installed: false },
      ventilation: { mechanicalInstalled: false, naturalInstalled: true },
    });
  });

  it('shows the spec messages and does not submit incomplete answers', async () => {
    const { form, onSubmit } = await renderStep(undefined);
    answer('Heating System Installed', 'Yes');
    answer('Mechanical Ventilation System Installed', 'Yes');

    fireEvent.submit(form);

    // Cooling installed, Heater Type, Heater Energy Source, Natural Ventilation.
    expect(await screen.findAllByText('This field must be selected')).toHaveLength(4);
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a percentage out of range', async () => {
    const { form, onSubmit } = await renderStep({
      cooling: { installed: false },
      heating: { installed: false },
      ventilation: { mechanicalInstalled: true, gfaPct: 20, naturalInstalled: true },
    });
    fireEvent.change(screen.getByLabelText(/Percentage of GFA/), { target: { value: '120' } });

    fireEvent.submit(form);

    expect(await screen.findByText('This value is out of range')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the input and stays dirty when saving fails', async () => {
    const { form, onSubmit, onDirtyChange } = await renderStep({
      cooling: { installed: false },
      heating: { installed: false },
      ventilation: { mechanicalInstalled: false, naturalInstalled: false },
    });
    onSubmit.mockRejectedValueOnce(new Error('PERMISSION_DENIED'));
    answer('Natural Ventilation System Installed', 'Yes');

    fireEvent.submit(form);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    const group = screen.getByRole('radiogroup', { name: 'Natural Ventilation System Installed' });
    expect(within(group).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
  });

  it('is not dirty after answering Yes and back No', async () => {
    const { onDirtyChange } = await renderStep({
      cooling: { installed: false },
      heating: { installed: false },
      ventilation: { mechanicalInstalled: false, naturalInstalled: false },
    });
    answer('Cooling System Installed', 'Yes');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    answer('Cooling System Installed', 'No');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('disables every input when read-only', async () => {
    await renderStep(
      {
        cooling: { installed: true, systemType: 'splitUnitAc', energySource: 'electricity' },
        heating: { installed: false },
        ventilation: { mechanicalInstalled: false, naturalInstalled: true },
      },
      true,
    );
    for (const radio of screen.getAllByRole('radio'))
      expect(radio).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Refrigerant Type')).toHaveProperty('disabled', true);
    expect(
      screen.getByRole('combobox', { name: /Cooling System Type/ }).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
