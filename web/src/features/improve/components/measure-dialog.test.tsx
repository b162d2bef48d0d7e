import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { renderInApp } from '@/testing/render-in-app';
import { TEST_LED, officeWithMeasures } from '../../../testing/improve-test-basis';
import { liveFigures } from '../utils/live-figures';
import { MeasureDialog, type MeasureDialogProps } from './measure-dialog';

const STORED = { led: TEST_LED };
const OFFICE = officeWithMeasures(STORED);

async function renderDialog(props: Partial<MeasureDialogProps> = {}, language: Language = 'en') {
  const onSave = props.onSave ?? vi.fn(() => Promise.resolve('led'));
  const onDelete = 'onDelete' in props ? props.onDelete : vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  await renderInApp(
    <MeasureDialog
      measureId="led"
      measure={TEST_LED}
      figures={OFFICE.figures?.measures.led}
      basis={OFFICE.basis}
      stored={STORED}
      currency="EUR"
      canEdit
      onClose={onClose}
      {...props}
      onSave={onSave}
      onDelete={onDelete}
    />,
    language,
  );
  const dialog = await screen.findByTestId('measure-dialog');
  return { onSave, onDelete, onClose, dialog };
}

const button = (name: string) => screen.getByRole('button', { name });
const queryButton = (name: string) => screen.queryByRole('button', { name });
const field = (label: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const LED_COUNT = /^Number of adding new LED/;

function type(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

describe('MeasureDialog', () => {
  it('opens a stored measure in view mode: its inputs and stored figures, Edit and Close', async () => {
    await renderDialog();
    expect(screen.getByRole('heading', { name: /^LED Replacement/ })).toBeTruthy();
    expect(screen.getByText(/· View$/)).toBeTruthy();
    expect(screen.getByTestId('measure-input-ledCount').textContent).toBe('1,600');
    expect(screen.getByTestId('measure-input-ledWatts').textContent).toBe('18');
    // An empty life shows what it stands for.
    expect(screen.getByTestId('measure-input-lifeYears').textContent).toBe('15 (catalog)');
    expect(screen.getByTestId('measure-figures-stored')).toBeTruthy();
    expect(queryButton('Edit')).toBeTruthy();
    expect(queryButton('Close')).toBeTruthy();
    expect(queryButton('Delete')).toBeTruthy();
    expect(queryButton('Save')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('opens a new measure in edit mode with its fields and live figures', async () => {
    const measure: ImprovementMeasure = {
      name: 'Heat pump',
      kind: 'airSourceHeatPump',
      subSystem: 'heating',
      status: 'proposed',
    };
    await renderDialog({ measureId: undefined, measure, figures: undefined });
    expect(
      screen.getByRole('heading', { name: /^Add Electric Air Source Heat Pump/ }),
    ).toBeTruthy();
    expect(queryButton('Save')).toBeTruthy();
    expect(queryButton('Cancel')).toBeTruthy();
    expect(queryButton('Edit')).toBeNull();
    expect(queryButton('Delete')).toBeNull();
    expect(field(/^Name/).value).toBe('Heat pump');
    expect(screen.queryByRole('textbox', { name: LED_COUNT })).toBeNull();
    expect(field(/^Efficiency of the new system/)).toBeTruthy();
    expect(screen.getByText("Empty: 250, the catalog's value")).toBeTruthy();
    expect(await screen.findByTestId('measure-figures-live')).toBeTruthy();
  });

  it('Edit shows the stored inputs as fields, and live figures that follow them', async () => {
    await renderDialog();
    fireEvent.click(button('Edit'));
    expect(screen.getByText(/· Editing$/)).toBeTruthy();
    expect(field(LED_COUNT).value).toBe('1600');
    expect(field(/^Watt Rating of Bulb/).value).toBe('18');
    const live = await screen.findByTestId('measure-figures-live');
    expect(screen.queryByTestId('light-output-warning')).toBeNull();
    const before = within(live).getByTestId('measure-figure-energy').textContent;
    type(/^Watt Rating of Bulb/, '30');
    await waitFor(() =>
      expect(screen.getByTestId('measure-figure-energy').textContent).not.toBe(before),
    );
  });

  it('shows the live figures the engine computes for the inputs on screen', async () => {
    await renderDialog();
    fireEvent.click(button('Edit'));
    type(LED_COUNT, '1000');
    const expected = liveFigures(OFFICE.basis, STORED, 'led', { ...TEST_LED, ledCount: 1000 })!
      .measures.led!;
    const investment = (expected.investment.investment ?? 0).toLocaleString('en-US');
    await waitFor(() =>
      expect(screen.getByTestId('measure-figure-investment').textContent).toBe(investment),
    );
    expect(investment).toBe('25,000');
  });

  it('warns when the new LEDs give less light than the lighting they replace', async () => {
    await renderDialog();
    fireEvent.click(button('Edit'));
    type(LED_COUNT, '500');
    const warning = await screen.findByTestId('light-output-warning');
    expect(warning.textContent).toMatch(/^Less light: the new bulbs give 6\d % less light/);
  });

  it('Save stores the parsed measure under its key and returns to view mode with the saved inputs', async () => {
    const { onSave, onClose } = await renderDialog();
    fireEvent.click(button('Edit'));
    type(LED_COUNT, '1200');
    type(/^Period \(years\)/, '12');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith('led', { ...TEST_LED, ledCount: 1200, lifeYears: 12 });
    await waitFor(() => expect(queryButton('Edit')).toBeTruthy());
    expect(screen.getByTestId('measure-input-ledCount').textContent).toBe('1,200');
    expect(screen.getByTestId('measure-input-lifeYears').textContent).toBe('12');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Save of a new measure passes no key and keeps the one it gets back', async () => {
    const onSave = vi.fn(() => Promise.resolve('m-new'));
    const measure: ImprovementMeasure = {
      name: 'Custom measure',
      kind: 'custom',
      status: 'proposed',
    };
    await renderDialog({ measureId: undefined, measure, figures: undefined, onSave });
    type(/^Saving of the sub-system/, '12,5');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(undefined, {
      name: 'Custom measure',
      kind: 'custom',
      subSystem: 'others',
      status: 'proposed',
      savingPct: 12.5,
    });
    await waitFor(() => expect(queryButton('Edit')).toBeTruthy());
    // Saved, it is a stored measure: it can be deleted, and edited again under the same key.
    expect(queryButton('Delete')).toBeTruthy();
    fireEvent.click(button('Edit'));
    type(/^Saving of the sub-system/, '15');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith('m-new', expect.objectContaining({ savingPct: 15 }));
  });

  it('keeps the input and says so when the save fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('PERMISSION_DENIED')));
    const { onClose } = await renderDialog({ onSave });
    fireEvent.click(button('Edit'));
    type(LED_COUNT, '900');
    fireEvent.click(button('Save'));
    expect(
      await screen.findByText(
        'The measure could not be saved. Your input is still here: try again.',
      ),
    ).toBeTruthy();
    expect(field(LED_COUNT).value).toBe('900');
    expect(queryButton('Save')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('drops the failure message once the input it was about is discarded', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('PERMISSION_DENIED')));
    await renderDialog({ onSave });
    fireEvent.click(button('Edit'));
    type(LED_COUNT, '900');
    fireEvent.click(button('Save'));
    const failed = 'The measure could not be saved. Your input is still here: try again.';
    expect(await screen.findByText(failed)).toBeTruthy();
    fireEvent.click(button('Cancel'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(queryButton('Edit')).toBeTruthy());
    expect(screen.queryByText(failed)).toBeNull();
    fireEvent.click(button('Edit'));
    expect(screen.queryByText(failed)).toBeNull();
  });

  it('says the validation catalog’s messages and saves nothing while the input is invalid', async () => {
    const { onSave } = await renderDialog();
    fireEvent.click(button('Edit'));
    type(/^Name/, '');
    type(/^Period \(years\)/, '0');
    fireEvent.click(button('Save'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('This value is out of range')).toBeTruthy();
    // The live figures stay those of the last valid input, and say so.
    expect(screen.getByText('Showing the figures of the last valid input.')).toBeTruthy();
    expect(screen.getByTestId('measure-figures-live')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    expect(queryButton('Save')).toBeTruthy();
  });

  it('says the messages in Czech', async () => {
    await renderDialog({}, 'cs');
    fireEvent.click(screen.getByRole('button', { name: 'Upravit' }));
    type(/^Název/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Toto pole je povinné')).toBeTruthy();
  });

  it('closing with changed fields asks first; Keep editing keeps the values', async () => {
    const { onClose } = await renderDialog();
    fireEvent.click(button('Edit'));
    type(LED_COUNT, '700');
    // In edit mode the dialog closes by Escape or its backdrop (Cancel is tested below).
    fireEvent.keyDown(screen.getByTestId('measure-dialog'), { key: 'Escape' });
    expect(await screen.findByText('Discard your changes?')).toBeTruthy();
    fireEvent.click(button('Keep editing'));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(field(LED_COUNT).value).toBe('700');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape with changed fields asks first; Discard closes without saving', async () => {
    const { onClose, onSave } = await renderDialog();
    fireEvent.click(button('Edit'));
    type(LED_COUNT, '700');
    fireEvent.keyDown(screen.getByTestId('measure-dialog'), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('closes at once when nothing changed', async () => {
    const { onClose } = await renderDialog();
    fireEvent.click(button('Edit'));
    fireEvent.keyDown(screen.getByTestId('measure-dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard your changes?')).toBeNull();
  });

  it('Cancel with changes asks, and Discard returns to view mode with the stored inputs', async () => {
    const { onClose } = await renderDialog();
    fireEvent.click(button('Edit'));
    type(LED_COUNT, '700');
    fireEvent.click(button('Cancel'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(queryButton('Edit')).toBeTruthy());
    expect(screen.getByTestId('measure-input-ledCount').textContent).toBe('1,600');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(button('Edit'));
    expect(field(LED_COUNT).value).toBe('1600');
  });

  it('Cancel of a new measure with changes asks before closing', async () => {
    const measure: ImprovementMeasure = {
      name: 'Custom measure',
      kind: 'custom',
      status: 'proposed',
    };
    const { onClose } = await renderDialog({ measureId: undefined, measure, figures: undefined });
    type(/^Saving of the sub-system/, '10');
    fireEvent.click(button('Cancel'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is read-only for a viewer', async () => {
    const { onClose } = await renderDialog({ canEdit: false, onDelete: undefined });
    expect(queryButton('Edit')).toBeNull();
    expect(queryButton('Delete')).toBeNull();
    expect(queryButton('Save')).toBeNull();
    fireEvent.click(button('Close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Delete asks first, then deletes the measure and closes', async () => {
    const { onDelete, onClose } = await renderDialog();
    fireEvent.click(button('Delete'));
    const ask = await screen.findByRole('dialog', { name: 'Delete LED Replacement?' });
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onDelete).toHaveBeenCalledWith('led');
  });

  it('Keep it leaves the measure', async () => {
    const { onDelete, onClose } = await renderDialog();
    fireEvent.click(button('Delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete LED Replacement?' })).toBeNull(),
    );
    expect(onDelete).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a done measure’s measured savings beside its stored figures, in view mode only', async () => {
    const done = { ...TEST_LED, status: 'done' as const };
    const figures = {
      ...OFFICE.figures!.measures.led!,
      measured: { reason: 'noStartDate' as const },
    };
    await renderDialog({ measure: done, figures, stored: { led: done } });
    expect(
      within(screen.getByTestId('measured-savings')).getByText(/^Enter the date/),
    ).toBeTruthy();
    fireEvent.click(button('Edit'));
    expect(screen.queryByTestId('measured-savings')).toBeNull();
  });

  it('computes the figures in view mode when none are stored for its inputs', async () => {
    await renderDialog({ figures: undefined });
    expect(screen.getByTestId('measure-figures-live')).toBeTruthy();
    expect(screen.queryByTestId('measure-figures-stored')).toBeNull();
  });

  it('says why there are no figures without a basis', async () => {
    await renderDialog({ figures: undefined, basis: undefined });
    expect(
      screen.getByText("Live figures need the building's figures: they are being computed."),
    ).toBeTruthy();
    fireEvent.click(button('Edit'));
    expect(screen.queryByTestId('measure-figures-live')).toBeNull();
  });
});
