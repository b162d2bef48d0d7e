import { act, fireEvent, render } from '@testing-library/react';
import type { Currency } from '@shared/schemas/enums/account';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import type { StepProps } from '../steps/step-props';

export interface RenderStepOptions {
  readOnly?: boolean;
  language?: Language;
  /** The building's currency (none: the step's default). */
  currency?: Currency;
}

/**
 * Renders a wizard step as the shell does (own form, spied `onSubmit` / `onDirtyChange`) inside
 * the app's i18n, for the steps' component tests.
 */
export async function renderStepForTest<T>(
  Step: ComponentType<StepProps<T>>,
  initial: T | undefined,
  { readOnly = false, language = 'en', currency }: RenderStepOptions = {},
) {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  const onSubmit = vi.fn<(value: T) => Promise<void>>().mockResolvedValue(undefined);
  const onDirtyChange = vi.fn<(dirty: boolean) => void>();
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <Step
        buildingId="b1"
        formId="step-form"
        initial={initial}
        currency={currency}
        readOnly={readOnly}
        onSubmit={onSubmit}
        onDirtyChange={onDirtyChange}
      />
    </I18nextProvider>,
  );
  const form = container.querySelector('form');
  if (!form) throw new Error('the step renders no form');
  const submit = () => act(async () => void fireEvent.submit(form));
  return { form, submit, onSubmit, onDirtyChange, container };
}
