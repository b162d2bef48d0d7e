import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps } from './form-dialog';

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const handlers = {
    onSubmit: vi.fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onClose: vi.fn(),
  };
  render(
    <FormDialog
      title="Edit budget"
      maxWidth="sm"
      submitting={false}
      failed={false}
      failedText="Could not save."
      labels={{ cancel: 'Cancel', save: 'Save' }}
      {...handlers}
      {...props}
    >
      <input aria-label="Year" />
    </FormDialog>,
  );
  return handlers;
}

describe('FormDialog', () => {
  it('is a dialog named by its title around the fields, submitted by Save, left by Cancel', () => {
    const { onSubmit, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit budget' });
    expect(dialog.querySelector('input[aria-label="Year"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says a failed save and keeps the given title id and form test id', () => {
    renderDialog({ failed: true, titleId: 'budget-title', formTestId: 'budget-form' });
    expect(screen.getByRole('alert').textContent).toBe('Could not save.');
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBe('budget-title');
    expect(screen.getByTestId('budget-form').tagName).toBe('FORM');
  });
});
