import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Envelope } from '@shared/schemas/stored/envelope';
import { describe, expect, it } from 'vitest';
import { EnvelopeStep } from './envelope-step';
import { renderStepForTest } from '../testing/render-step';

function renderStep(initial: Envelope | undefined, readOnly = false) {
  return renderStepForTest(EnvelopeStep, initial, { readOnly });
}

const element = (name: string) => within(screen.getByRole('group', { name }));

function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('EnvelopeStep', () => {
  it('shows the spec labels, the enumerations and the four elements', async () => {
    await renderStep(undefined);
    for (const label of [
      /^External Window to Wall Ratio/,
      /^Roof Type/,
      /^External Window Insulation Type/,
      /^Shading Coefficient/,
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    for (const name of ['Roof', 'Wall', 'Window', 'Floor']) {
      expect(element(name).getByLabelText(/^Insulation Type/)).toBeTruthy();
      expect(element(name).getByLabelText(/^U-Value \(W\/m2K\)/)).toBeTruthy();
    }
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^External Window Insulation Type/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Single Glazed',
      'Double Glazed (No Low-E)',
      'Double Glazed (Low-E)',
      'Triple Glazed (Low-E)',
    ]);
  });

  it('suggests the sample insulation types of each element', async () => {
    await renderStep(undefined);
    const input = element('Floor').getByLabelText(/^Insulation Type/);
    fireEvent.mouseDown(input);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Solid Ground Floor', 'Solid Ground Floor w/ Edge Insulation']);
    fireEvent.click(screen.getByRole('option', { name: 'Solid Ground Floor w/ Edge Insulation' }));
    expect((input as HTMLInputElement).value).toBe('Solid Ground Floor w/ Edge Insulation');
  });

  it.each([
    ['cs', 'Podlaha', ['Podlaha na terénu', 'Podlaha na terénu s okrajovou izolací']],
    ['de', 'Boden', ['Bodenplatte', 'Bodenplatte mit Randdämmung']],
  ] as const)('suggests the sample insulation types in %s', async (language, floor, samples) => {
    await renderStepForTest(EnvelopeStep, undefined, { language });
    fireEvent.mouseDown(element(floor).getByRole('combobox'));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(samples);
  });

  it('submits the stored shape, leaving out what is empty', async () => {
    const { form, onSubmit, onDirtyChange } = await renderStep(undefined);
    fireEvent.change(screen.getByLabelText(/^External Window to Wall Ratio/), {
      target: { value: '35,5' },
    });
    choose(/^Roof Type/, 'Flat');
    choose(/^External Window Insulation Type/, 'Double Glazed (Low-E)');
    fireEvent.change(screen.getByLabelText(/^Shading Coefficient/), { target: { value: '0.6' } });
    fireEvent.change(element('Roof').getByLabelText(/^Insulation Type/), {
      target: { value: 'Concrete Slab - Insulated' },
    });
    fireEvent.change(element('Roof').getByLabelText(/^U-Value/), { target: { value: '0.25' } });
    fireEvent.change(element('Wall').getByLabelText(/^Insulation Type/), {
      target: { value: 'Timber frame, mineral wool' },
    });
    fireEvent.change(element('Window').getByLabelText(/^U-Value/), { target: { value: '1.1' } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({
      windowToWallRatioPct: 35.5,
      roofType: 'flat',
      glazing: 'doubleGlazedLowE',
      shadingCoefficient: 0.6,
      roof: { insulationType: 'Concrete Slab - Insulated', uValueWPerM2K: 0.25 },
      wall: { insulationType: 'Timber frame, mineral wool' },
      window: { uValueWPerM2K: 1.1 },
    });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('shows the saved values and submits them unchanged', async () => {
    const saved: Envelope = {
      roofType: 'pitched',
      floor: { insulationType: 'Solid Ground Floor', uValueWPerM2K: 0.3 },
    };
    const { form, onSubmit, onDirtyChange } = await renderStep(saved);
    expect(onDirtyChange).not.toHaveBeenCalledWith(true);
    expect((element('Floor').getByLabelText(/^Insulation Type/) as HTMLInputElement).value).toBe(
      'Solid Ground Floor',
    );
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(saved));
  });

  it('saves an emptied insulation type as absent and shows it empty', async () => {
    const { form, onSubmit } = await renderStep({
      wall: { insulationType: 'Precast Concrete Wall', uValueWPerM2K: 1.2 },
    });
    const input = element('Wall').getByLabelText(/^Insulation Type/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ wall: { uValueWPerM2K: 1.2 } }));
  });

  it('rejects values out of range with the messages and does not save', async () => {
    const { form, onSubmit } = await renderStep(undefined);
    fireEvent.change(screen.getByLabelText(/^Shading Coefficient/), { target: { value: '1.5' } });
    fireEvent.change(element('Wall').getByLabelText(/^U-Value/), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText(/^External Window to Wall Ratio/), {
      target: { value: 'abc' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getAllByText('This value is out of range')).toHaveLength(2));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the input when saving fails', async () => {
    const { form, onSubmit, onDirtyChange } = await renderStep(undefined);
    onSubmit.mockRejectedValueOnce(new Error('offline'));
    fireEvent.change(screen.getByLabelText(/^Shading Coefficient/), { target: { value: '0.5' } });
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((screen.getByLabelText(/^Shading Coefficient/) as HTMLInputElement).value).toBe('0.5');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  it('disables every input when read-only', async () => {
    const { form } = await renderStep({ roofType: 'flat' }, true);
    const inputs = form.querySelectorAll('input');
    expect(inputs.length).toBeGreaterThan(8);
    for (const input of inputs) expect(input.disabled).toBe(true);
  });
});
