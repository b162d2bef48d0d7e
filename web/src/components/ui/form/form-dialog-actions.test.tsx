import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialogActions } from './form-dialog-actions';

const labels = { cancel: 'Cancel', save: 'Save', saving: 'Saving…' };
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('FormDialogActions', () => {
  it('cancels, and submits its form with Save', () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <FormDialogActions submitting={false} labels={labels} onCancel={onCancel}>
          <button type="button">Delete</button>
        </FormDialogActions>
      </form>,
    );
    fireEvent.click(button('Cancel'));
    fireEvent.click(button('Save'));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(button('Delete')).toBeTruthy();
  });

  it('waits while saving, saying so when it has the words', () => {
    render(<FormDialogActions submitting labels={labels} onCancel={vi.fn()} />);
    expect(button('Cancel').disabled).toBe(true);
    expect(button('Saving…').disabled).toBe(true);
  });

  it('keeps Save while saving without a saving text', () => {
    render(
      <FormDialogActions
        submitting
        labels={{ cancel: 'Cancel', save: 'Save' }}
        onCancel={vi.fn()}
      />,
    );
    expect(button('Save').disabled).toBe(true);
  });
});
