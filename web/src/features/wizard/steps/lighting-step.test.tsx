import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Lighting } from '@shared/schemas/stored/lighting';
import { describe, expect, it } from 'vitest';
import { LightingStep } from './lighting-step';
import { renderStepForTest } from '../testing/render-step';

function renderStep(initial: Lighting | undefined, readOnly = false) {
  return renderStepForTest(LightingStep, initial, { readOnly });
}

const fitting = (number: number) =>
  within(screen.getByRole('heading', { name: `Light Fitting ${number}` }).closest('section')!);

function fill(number: number, type: string, bulb: string, share: string) {
  const row = fitting(number);
  fireEvent.change(row.getByLabelText(/Light Fitting Type/), { target: { value: type } });
  fireEvent.mouseDown(row.getByRole('combobox', { name: /Light Bulb Type/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: bulb }));
  fireEvent.change(row.getByLabelText(/% of All Light Fittings/), { target: { value: share } });
}

const saved: Lighting = {
  fittings: {
    k1: { fittingType: 'Batten', bulbType: 'fluorescentT8', sharePct: 60, count: 24, order: 0 },
    k2: { fittingType: 'Downlight', bulbType: 'led', sharePct: 25, order: 1 },
  },
};

describe('LightingStep', () => {
  it('accepts an empty list: Save and Next pass with no fitting entered, storing none', async () => {
    const { form, onSubmit } = await renderStep(undefined);
    expect(
      screen.getByText('No light fittings yet. Add the fitting types used in the building.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Light Fitting 1' })).toBeNull();

    fireEvent.submit(form);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({});
    expect(screen.queryByText('Total light fitting usage should be 100%')).toBeNull();
  });

  it('accepts removing every saved fitting, storing none', async () => {
    const { form, onSubmit } = await renderStep(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Remove light fitting 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove light fitting 1' }));

    fireEvent.submit(form);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({});
  });

  it('adds fittings and submits the list as a keyed map', async () => {
    const { form, onSubmit, onDirtyChange } = await renderStep(undefined);
    expect(screen.getByTestId('lighting-total').textContent).toBe('Total light fitting usage: 0%');
    fireEvent.click(screen.getByRole('button', { name: 'Add Light Fitting' }));
    fill(1, 'Panel', 'LED', '70');
    fireEvent.click(screen.getByRole('button', { name: 'Add Light Fitting' }));
    fill(2, 'Tube', 'Fluorescent T5 Tube', '30');
    fireEvent.change(fitting(2).getByLabelText(/Watts per Fitting/), { target: { value: '28' } });
    expect(screen.getByTestId('lighting-total').textContent).toBe(
      'Total light fitting usage: 100%',
    );
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));

    fireEvent.submit(form);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const value = onSubmit.mock.calls[0]?.[0];
    const entries = Object.entries(value?.fittings ?? {});
    expect(entries.map(([, item]) => item)).toEqual([
      { fittingType: 'Panel', bulbType: 'led', sharePct: 70, order: 0 },
      {
        fittingType: 'Tube',
        bulbType: 'fluorescentT5',
        sharePct: 30,
        wattsPerFitting: 28,
        order: 1,
      },
    ]);
    for (const [key] of entries) expect(key).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));

    // Saving again keeps the keys just given.
    fireEvent.change(fitting(1).getByLabelText(/Light Fitting Type/), {
      target: { value: 'Panel 600' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(Object.keys(onSubmit.mock.calls[1]?.[0].fittings ?? {})).toEqual(
      entries.map(([key]) => key),
    );
  }, 20_000);

  it('shows the live total and rejects a total other than 100 %', async () => {
    const { form, onSubmit } = await renderStep(saved);
    expect(screen.getByTestId('lighting-total').textContent).toBe('Total light fitting usage: 85%');

    fireEvent.submit(form);

    expect(await screen.findByText('Total light fitting usage should be 100%')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(fitting(2).getByLabelText(/% of All Light Fittings/), {
      target: { value: '40' },
    });
    expect(screen.getByTestId('lighting-total').textContent).toBe(
      'Total light fitting usage: 100%',
    );
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      fittings: { k1: saved.fittings?.['k1'], k2: { ...saved.fittings?.['k2'], sharePct: 40 } },
    });
  });

  it('removes a fitting and renumbers the order', async () => {
    const { form, onSubmit } = await renderStep(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Remove light fitting 1' }));
    fireEvent.change(fitting(1).getByLabelText(/% of All Light Fittings/), {
      target: { value: '100' },
    });

    fireEvent.submit(form);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      fittings: { k2: { fittingType: 'Downlight', bulbType: 'led', sharePct: 100, order: 0 } },
    });
  });

  it('shows the spec messages for an incomplete fitting', async () => {
    const { form, onSubmit } = await renderStep(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Add Light Fitting' }));
    fireEvent.change(fitting(1).getByLabelText(/Number of Fittings/), { target: { value: '-1' } });

    fireEvent.submit(form);

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('This field must be selected')).toBeTruthy();
    expect(screen.getByText('The value should be > -1')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is not dirty after adding and removing a fitting', async () => {
    const { onDirtyChange } = await renderStep(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Add Light Fitting' }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    fireEvent.click(screen.getByRole('button', { name: 'Remove light fitting 3' }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('disables inputs and buttons when read-only', async () => {
    await renderStep(saved, true);
    expect(screen.getByRole('button', { name: 'Add Light Fitting' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Remove light fitting 2' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(fitting(1).getByLabelText(/Light Fitting Type/)).toHaveProperty('disabled', true);
  });
});
