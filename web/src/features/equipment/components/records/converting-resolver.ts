import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver that validates what would be stored: the form's values are converted
 * (`toStored`, e.g. MWh → kWh, a local date-time → ms) and checked with the shared zod schema, so
 * the messages are the schema's translated keys. Errors of stored fields are shown on the form
 * field named in `fieldOf` (or the field of the same name).
 */
export function convertingResolver<F extends FieldValues>(
  schema: z.ZodType,
  toStored: (values: F) => unknown,
  fieldOf: Readonly<Record<string, string>> = {},
): Resolver<F> {
  const inner = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await inner(toStored(values) as FieldValues, context, {
      ...options,
      shouldUseNativeValidation: false,
    } as never);
    const errors = Object.entries(result.errors);
    if (errors.length === 0) return { values, errors: {} };
    const mapped: Record<string, unknown> = {};
    for (const [field, error] of errors) mapped[fieldOf[field] ?? field] = error;
    return { values: {}, errors: mapped as FieldErrors<F> };
  };
}
