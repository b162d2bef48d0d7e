import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Shared schemas carry i18n keys as zod messages (`validation.required`); this shows them in the
 * UI language, e.g. "This field is required".
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return (error) => {
    if (!error) return undefined;
    const key = (error.message ?? 'validation.required').replace(/^validation\./, '');
    return t(key as 'required');
  };
}
