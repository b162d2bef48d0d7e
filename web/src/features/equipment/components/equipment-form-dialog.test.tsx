import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { renderInApp } from '@/testing/render-in-app';
import csValidation from '@/locales/cs/validation.json';
import deValidation from '@/locales/de/validation.json';
import { EquipmentFormDialog, type EquipmentFormDialogProps } from './equipment-form-dialog';

async function renderDialog(language: Language, props: Partial<EquipmentFormDialogProps> = {}) {
  const onSave = props.onSave ?? vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  await renderInApp(
    <EquipmentFormDialog
      record={undefined}
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

const SPEC_5_4_EN = [
  'Equipment ID is required',
  'Equipment Type is required',
  'Equipment Name is required',
  'Capacity must be positive',
  'Initial value must be positive',
  'Expected life must be at least 1 year',
];

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

describe('EquipmentFormDialog', () => {
  it('shows every spec 5.4 message and saves nothing while the fields are empty or invalid', async () => {
    const { onSave } = await renderDialog('en');
    fill(/^Capacity \(kWh\)/, '0');
    fill(/^Initial Value \(€\)/, '-5');
    fill(/^Expected Life \(Years\)/, '0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of SPEC_5_4_EN) expect(await screen.findByText(message)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    ['cs', csValidation],
    ['de', deValidation],
  ] as const)('says the spec 5.4 messages in %s', async (language, catalog) => {
    await renderDialog(language);
    const save = screen
      .getAllByRole('button')
      .find((button) => button.getAttribute('type') === 'submit');
    fireEvent.click(save!);
    expect(await screen.findByText(catalog.equipmentIdRequired)).toBeTruthy();
    expect(screen.getByText(catalog.equipmentTypeRequired)).toBeTruthy();
    expect(screen.getByText(catalog.equipmentNameRequired)).toBeTruthy();
  });

  it('labels money in the building currency and saves the filled fields', async () => {
    const { onSave, onClose } = await renderDialog('en', { currency: 'CZK' });
    fill(/^Equipment ID/, 'CH-1');
    fill(/^Equipment Name/, 'Chiller 1');
    fill(/^Equipment Type/, 'Chiller');
    fill(/^Replacement Value \(Kč\)/, '250000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      {
        assetId: 'CH-1',
        name: 'Chiller 1',
        type: 'Chiller',
        replacementValue: 250000,
      },
      undefined,
    );
  });

  it('starts a new record with the preset sub-system', async () => {
    const { onSave } = await renderDialog('en', { preset: { subSystem: 'cooling' } });
    fill(/^Equipment ID/, 'CH-2');
    fill(/^Equipment Name/, 'Chiller 2');
    fill(/^Equipment Type/, 'Chiller');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        { assetId: 'CH-2', name: 'Chiller 2', type: 'Chiller', subSystem: 'cooling' },
        undefined,
      ),
    );
  });

  it('keeps the input and says so when the write fails', async () => {
    const { onClose } = await renderDialog('en', {
      record: { assetId: 'CH-1', name: 'Chiller 1', type: 'Chiller' },
      onSave: () => Promise.reject(new Error('PERMISSION_DENIED')),
    });
    expect(screen.getByRole('heading', { name: 'Edit Equipment Details' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be saved');
    expect(
      (screen.getByRole('textbox', { name: /^Equipment Name/ }) as HTMLInputElement).value,
    ).toBe('Chiller 1');
    expect(onClose).not.toHaveBeenCalled();
  });
});
