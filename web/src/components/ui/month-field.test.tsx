import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { renderInApp } from '@/testing/render-in-app';
import { MonthField } from './month-field';

function Controlled({
  initial,
  onCommit,
  min,
  max,
}: {
  initial: string;
  onCommit: (month: string | undefined) => void;
  min?: string;
  max?: string;
}) {
  const [month, setMonth] = useState<string | undefined>(initial);
  return (
    <>
      <MonthField
        label="Month"
        value={month}
        min={min}
        max={max}
        onCommit={(next) => {
          onCommit(next);
          setMonth(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

async function renderField(
  props: { initial?: string; min?: string; max?: string } = {},
  language: Language = 'en',
) {
  const onCommit = vi.fn<(month: string | undefined) => void>();
  await renderInApp(<Controlled initial="2025-01" onCommit={onCommit} {...props} />, language);
  const input = screen.getByRole('textbox') as HTMLInputElement;
  return { input, onCommit, user: userEvent.setup() };
}

describe('MonthField', () => {
  it('is a text field showing the month as yyyy-mm, with the format as its placeholder', async () => {
    const { input } = await renderField();
    expect(input.type).toBe('text');
    expect(input.value).toBe('2025-01');
    expect(input.placeholder).toBe('YYYY-MM');
  });

  it('keeps the text as typed and applies it only when the field is left', async () => {
    const { input, onCommit, user } = await renderField();
    await user.clear(input);
    await user.type(input, '2025-0');
    expect(input.value).toBe('2025-0');
    await user.type(input, '6');
    expect(input.value).toBe('2025-06');
    expect(onCommit).not.toHaveBeenCalled();
    await user.tab();
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('2025-06');
    expect(input.value).toBe('2025-06');
  });

  it('applies a month written another way on Enter, shown as yyyy-mm', async () => {
    const { input, onCommit, user } = await renderField();
    await user.clear(input);
    await user.type(input, '3/2025{Enter}');
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('2025-03');
    expect(input.value).toBe('2025-03');
  });

  it('says how to write a month when the text is none, keeps it, and applies nothing', async () => {
    const { input, onCommit, user } = await renderField();
    await user.clear(input);
    await user.type(input, '2025-13{Enter}');
    expect(input.value).toBe('2025-13');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the month as YYYY-MM, for example 2025-03')).toBeTruthy();
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('refuses a month outside its bounds, naming them', async () => {
    const { input, onCommit, user } = await renderField({ min: '2024-11', max: '2025-10' });
    await user.clear(input);
    await user.type(input, '2025-11');
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a month from November 2024 to October 2025')).toBeTruthy();
  });

  it('puts the last month back on Escape', async () => {
    const { input, onCommit, user } = await renderField();
    await user.clear(input);
    await user.type(input, '20{Escape}');
    expect(input.value).toBe('2025-01');
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it.each([
    ['cs', 'RRRR-MM', 'březen 2025', 'Zadejte měsíc ve tvaru RRRR-MM, například 2025-03'],
    ['de', 'JJJJ-MM', 'März 2025', 'Geben Sie den Monat als JJJJ-MM ein, zum Beispiel 2025-03'],
  ] as const)('reads month names and speaks %s', async (language, placeholder, named, message) => {
    const { input, onCommit, user } = await renderField({}, language);
    expect(input.placeholder).toBe(placeholder);
    await user.clear(input);
    await user.type(input, `${named}{Enter}`);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('2025-03');
    await user.clear(input);
    await user.type(input, 'x{Enter}');
    expect(screen.getByText(message)).toBeTruthy();
  });
});
