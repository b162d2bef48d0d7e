import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { FormatSettingsProvider } from '@/lib/format/format-settings-provider';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';

/**
 * Renders a screen part as the app shows it: every catalog of `language` loaded, metric units in
 * Prague's time zone, and a router for its links.
 */
export async function renderInApp(ui: ReactElement, language: Language = 'en') {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  return render(
    <I18nextProvider i18n={i18n}>
      <FormatSettingsProvider units="metric" timeZone="Europe/Prague">
        <MemoryRouter>{ui}</MemoryRouter>
      </FormatSettingsProvider>
    </I18nextProvider>,
  );
}
