import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RemoveDialog } from './remove-dialog';

function renderDialog(onRemove: () => Promise<void>) {
  const onClose = vi.fn();
  render(
    <RemoveDialog
      title="Remove the alert?"
      description="It cannot be undone."
      confirmLabel="Remove"
      cancelLabel="Cancel"
      failedText="Could not remove it."
      onRemove={onRemove}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('RemoveDialog', () => {
  it('closes once removed', async () => {
    const onRemove = vi.fn(() => Promise.resolve());
    const onClose = renderDialog(onRemove);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('stays open and says so when the removal failed', async () => {
    const onClose = renderDialog(() => Promise.reject(new Error('denied')));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not remove it.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without removing on Cancel', () => {
    const onRemove = vi.fn(() => Promise.resolve());
    const onClose = renderDialog(onRemove);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onRemove).not.toHaveBeenCalled();
  });
});
