import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { formattingLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { parseMonthText } from '@/lib/period/month-text';

export type MonthFieldProps = Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'select' | 'multiline'
> & {
  /** The month shown, `yyyy-mm`; undefined or empty for none. */
  value: string | undefined;
  /** Each edit: the text as typed and the month it names (undefined while it names none). */
  onTextChange?(text: string, month: string | undefined): void;
  /** A finished entry (the field left, or Enter): the month, or undefined once emptied. */
  onCommit?(month: string | undefined): void;
  /** The earliest and latest month accepted, `yyyy-mm`. */
  min?: string;
  max?: string;
};

type Problem = 'format' | 'range' | null;

/**
 * A month typed as text, the same in every browser and by keyboard: Firefox and desktop Safari
 * have no month picker, and Chromium's rewrote the value on every keystroke. It reads `2025-03`,
 * `03/2025`, `3.2025` or `March 2025` (`parseMonthText`), keeps what the user types until they
 * leave the field or press Enter, then shows it as `yyyy-mm`, or says why it is no month. Escape
 * puts the last month back.
 */
export function MonthField({
  value,
  onTextChange,
  onCommit,
  min,
  max,
  onBlur,
  onKeyDown,
  slotProps,
  ...props
}: MonthFieldProps) {
  const { t } = useTranslation(['common', 'validation']);
  const { language } = useLanguage();
  const format = useFormat();
  const month = value || undefined;
  const [text, setText] = useState(month ?? '');
  const [problem, setProblem] = useState<Problem>(null);
  const parse = (typed: string) => parseMonthText(typed, formattingLocale(language));
  // A new month from outside (a reset, a link, another field) replaces the text, unless the text
  // already names it (the form echoing what is being typed).
  const [shown, setShown] = useState(month);
  if (shown !== month) {
    setShown(month);
    if (parse(text) !== month) {
      setText(month ?? '');
      setProblem(null);
    }
  }

  const commit = (): boolean => {
    if (text.trim() === '') {
      setProblem(null);
      if (month !== undefined) {
        // The month stays shown until the new value arrives: a field that falls back to a default
        // (a range's bound) may get the same month back, which would not replace the text.
        setText(month);
        onCommit?.(undefined);
      }
      return true;
    }
    const typed = parse(text);
    if (!typed) {
      setProblem('format');
      return false;
    }
    if ((min && typed < min) || (max && typed > max)) {
      setProblem('range');
      return false;
    }
    setProblem(null);
    setText(typed);
    if (typed !== month) onCommit?.(typed);
    return true;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    // Enter on a text that is no month stays in the field (no form submitted meanwhile).
    if (event.key === 'Enter' && !commit()) event.preventDefault();
    if (event.key === 'Escape' && text !== (month ?? '')) {
      // Only the edit is undone: a dialog around the field stays open.
      event.stopPropagation();
      setText(month ?? '');
      setProblem(null);
    }
  };

  const message =
    problem === 'format'
      ? t('validation:month')
      : problem === 'range'
        ? t('validation:monthOutOfRange', {
            min: min ? format.month(min, 'long') : '',
            max: max ? format.month(max, 'long') : '',
          })
        : undefined;
  return (
    <TextField
      size="small"
      {...props}
      type="text"
      value={text}
      onChange={({ target }) => {
        setText(target.value);
        setProblem(null);
        onTextChange?.(target.value, parse(target.value));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={handleKeyDown}
      error={problem !== null || Boolean(props.error)}
      helperText={message ?? props.helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object | undefined) },
        htmlInput: {
          placeholder: t('common:monthField.placeholder'),
          autoComplete: 'off',
          spellCheck: false,
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}
