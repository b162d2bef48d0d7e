import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormNumberField } from './form-number-field';
import { FormTextField } from './form-text-field';

interface Values {
  name?: string;
  area?: number;
}

function Harness({ onValues }: { onValues: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { name: 'Saved name', area: 0.5 } });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <FormTextField control={form.control} name="name" label="Name" />
      <FormNumberField control={form.control} name="area" label="Area" />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('form field adapters', () => {
  it('show and submit a cleared value as empty, not the saved default', async () => {
    let submitted: Values | null = null;
    render(<Harness onValues={(values) => (submitted = values)} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    const area = screen.getByRole('textbox', { name: 'Area' });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(area, { target: { value: '' } });
    expect((name as HTMLInputElement).value).toBe('');
    expect((area as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(submitted).toEqual({ name: undefined, area: undefined });
  });

  it('accept a decimal comma', async () => {
    let submitted: Values | null = null;
    render(<Harness onValues={(values) => (submitted = values)} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Area' }), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(submitted).toMatchObject({ area: 12.5 });
  });
});
