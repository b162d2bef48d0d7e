import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { renderInApp } from '@/testing/render-in-app';
import { ParametersDialog, type ParametersDialogProps } from './parameters-dialog';

const BUILDINGS = [
  { id: 'karlin', title: 'Karlín Office', place: 'Prague' },
  { id: 'moabit', title: 'Moabit Office', place: 'Berlin' },
  { id: 'brno', title: 'Brno School', place: 'Brno' },
];

async function renderDialog(language: Language, props: Partial<ParametersDialogProps> = {}) {
  const onSave = props.onSave ?? vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  await renderInApp(
    <ParametersDialog
      parameters={{ buildingIds: { karlin: true, gone: true }, subSystems: { roof: true } }}
      buildings={BUILDINGS}
      canEdit
      onClose={onClose}
      {...props}
      onSave={onSave}
    />,
    language,
  );
  await screen.findByRole('dialog');
  return { onSave, onClose };
}

describe('ParametersDialog', () => {
  it('shows the stored choices, a building that cannot be opened among them', async () => {
    await renderDialog('en');
    expect(screen.getByText('Karlín Office (Prague)')).toBeTruthy();
    expect(screen.getByText('Building not available')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Roof' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Cooling' }).checked).toBe(false);
  });

  it('Update stores the new choices in one call and closes', async () => {
    const { onSave, onClose } = await renderDialog('en');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Roof' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cooling' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Server Rack' }));
    const extra = screen.getByRole('textbox', { name: 'Add additional equipment' });
    fireEvent.change(extra, { target: { value: 'Vending machine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      buildingIds: { karlin: true, gone: true },
      subSystems: { cooling: true },
      monitoredEquipment: { serverRack: true },
      additionalEquipment: { e0: { name: 'Vending machine', order: 0 } },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('Cancel changes nothing', async () => {
    const { onSave, onClose } = await renderDialog('en');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cooling' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the choices and says so when the save fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('PERMISSION_DENIED')));
    const { onClose } = await renderDialog('de', { onSave });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kühlung' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Kühlung' }).checked).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is read-only for a viewer, in Czech', async () => {
    const { onSave } = await renderDialog('cs', { canEdit: false });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Aktualizovat' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByTestId('summary-sub-systems').textContent).toContain('Střecha');
    expect(screen.getByTestId('summary-buildings').textContent).toBe(
      'Budova(y) k porovnáníKarlín Office (Prague), 1 budova, kterou nemůžete otevřít',
    );
    expect(screen.getByText(/mohou měnit jen vlastníci a editoři/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses the same additional equipment twice', async () => {
    await renderDialog('en', {
      parameters: { additionalEquipment: { a: { name: 'Lift', order: 0 } } },
    });
    const extra = screen.getByRole('textbox', { name: 'Add additional equipment' });
    fireEvent.change(extra, { target: { value: 'lift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('This equipment is in the list already.')).toBeTruthy();
  });
});
