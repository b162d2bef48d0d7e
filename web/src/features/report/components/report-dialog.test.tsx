import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { ReportDialog, type ReportDialogProps } from './report-dialog';

type Part = 'first' | 'second' | 'third';

function renderDialog(props: Partial<ReportDialogProps<Part>> = {}) {
  return renderInApp(
    <ReportDialog<Part>
      sections={['first', 'second', 'third']}
      labelOf={(section) => `Part ${section}`}
      make={vi.fn(() => Promise.resolve())}
      openLabel="Open"
      openTestId="dialog-open"
      title="A report"
      titleId="dialog-title"
      maxWidth="sm"
      ready
      {...props}
    />,
  );
}

// Clicking boxes takes seconds on a busy 2-core machine (5 s was too close).
describe('ReportDialog', () => {
  it('makes the sections left chosen in report order, then closes', async () => {
    const make = vi.fn(() => Promise.resolve());
    await renderDialog({ make, intro: <p>Before the sections</p> });
    await userEvent.click(screen.getByTestId('dialog-open'));
    await screen.findByRole('dialog', { name: 'A report' });
    expect(screen.getByText('Before the sections')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Part first' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Part first' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Part second' }));
    await userEvent.click(screen.getByTestId('report-make'));
    expect(make).toHaveBeenCalledWith(['first', 'third']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a section’s extra choice with the sections chosen', async () => {
    await renderDialog({
      extraOf: (section, { chosen }) =>
        section === 'second' ? <span>{`chosen: ${chosen.join(', ')}`}</span> : null,
    });
    await userEvent.click(screen.getByTestId('dialog-open'));
    expect(await screen.findByText('chosen: first, second, third')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Part third' }));
    expect(screen.getByText('chosen: first, second')).toBeTruthy();
  });

  it('has no Make while not ready or with no section chosen', async () => {
    await renderDialog({ ready: false, notice: <p role="status">Wait</p> });
    await userEvent.click(screen.getByTestId('dialog-open'));
    expect((await screen.findByRole('status')).textContent).toBe('Wait');
    expect(screen.getByTestId<HTMLButtonElement>('report-make').disabled).toBe(true);
  });

  it('stays open and says so when the report cannot be made', async () => {
    await renderDialog({ make: vi.fn(() => Promise.reject(new Error('no'))) });
    await userEvent.click(screen.getByTestId('dialog-open'));
    await userEvent.click(await screen.findByTestId('report-make'));
    expect(await screen.findByText(/could not be made/)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
