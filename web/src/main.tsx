import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { APP_LOAD_EVENT, logAppEvent } from '@/lib/analytics';
import { createI18n, readStoredLanguage } from '@/lib/i18n/i18n';
import { watchPageLeaving } from '@/lib/stale-build';

// A screen whose code fails to load while the page is being left is not reloaded (stale-build.ts).
watchPageLeaving();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

void createI18n(readStoredLanguage()).then((i18n) => {
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});

// Spec 7.3: one event per application load.
void logAppEvent(APP_LOAD_EVENT);
