import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { textFieldProps, textOrUndefined, useBoundField } from './use-bound-field';

interface Values {
  name?: string;
}

function Field({ message, adjust }: { message?: string; adjust?: boolean }) {
  const form = useForm<Values>({ defaultValues: { name: 'Saved' } });
  const bound = useBoundField<Values, string>({
    name: 'name',
    control: form.control,
    helperText: 'The hint',
    adjustError: adjust ? (error) => ({ ...error, message: 'validation.month' }) : undefined,
  });
  const { setError } = form;
  useEffect(() => {
    if (message) setError('name', { type: 'custom', message });
  }, [message, setError]);
  // `inputRef` is MUI's name for the input's ref; a plain <input> takes it as `ref`.
  const { inputRef, ...inputProps } = bound.inputProps;
  return (
    <>
      <input
        aria-label="Name"
        ref={inputRef}
        {...inputProps}
        value={bound.value ?? ''}
        onChange={(event) => bound.onChange(textOrUndefined(event.target.value))}
      />
      <output data-testid="state">
        {`${String(bound.error)}|${String(bound.helperText)}|${String(bound.value)}`}
      </output>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;

describe('useBoundField', () => {
  it('gives the held value and the field’s hint while there is no error', async () => {
    await renderInApp(<Field />);
    expect(state()).toBe('false|The hint|Saved');
  });

  it('shows a cleared value as absent, not the default', async () => {
    await renderInApp(<Field />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '' } });
    expect(state()).toBe('false|The hint|undefined');
  });

  it('says the error in the UI language in place of the hint', async () => {
    await renderInApp(<Field message="validation.required" />);
    expect(await screen.findByText('true|This field is required|Saved')).toBeTruthy();
  });

  it('says the adjusted error when the field rewrites it', async () => {
    await renderInApp(<Field message="validation.date" adjust />);
    expect(
      await screen.findByText('true|Enter the month as YYYY-MM, for example 2025-03|Saved'),
    ).toBeTruthy();
  });
});

describe('textOrUndefined', () => {
  it('stores empty text as absent and keeps any other', () => {
    expect(textOrUndefined('')).toBeUndefined();
    expect(textOrUndefined(' ')).toBe(' ');
    expect(textOrUndefined('a')).toBe('a');
  });
});

describe('textFieldProps', () => {
  it('shows an absent value as empty text and stores emptied text as absent', () => {
    const onChange = vi.fn();
    const props = textFieldProps({
      value: undefined,
      inputProps: { name: 'name', inputRef: () => {}, onBlur: () => {} },
      onChange,
      error: true,
      helperText: 'This field is required',
    });
    expect(props).toMatchObject({ name: 'name', value: '', error: true });
    expect(props.helperText).toBe('This field is required');
    props.onChange({ target: { value: '' } } as Parameters<typeof props.onChange>[0]);
    props.onChange({ target: { value: 'Chiller' } } as Parameters<typeof props.onChange>[0]);
    expect(onChange.mock.calls).toEqual([[undefined], ['Chiller']]);
  });
});
