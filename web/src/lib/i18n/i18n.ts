import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  resolveLanguage,
  type Language,
} from '@/lib/i18n/languages';
import { CORE_NAMESPACES, EN_CORE_RESOURCES, NAMESPACES } from '@/lib/i18n/resources-en';

type Catalog = { default: Record<string, unknown> };
const lazyCatalogs = import.meta.glob<Catalog>([
  '../../locales/en/*.json',
  '../../locales/cs/*.json',
  '../../locales/de/*.json',
]);

/**
 * Loads catalogs with dynamic imports: every namespace of Czech and German, and the English ones
 * beyond the first route's, so the sign-in route carries only what it shows.
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyCatalogs[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalog) => callback(null, catalog.default),
      (failure: unknown) => callback(failure as Error, false),
    );
  },
};

/**
 * Creates and initialises an i18next instance. The first route's English namespaces are inline;
 * every other namespace loads in the background (`waitFor: 'everything'` waits for them, as
 * component tests rendering without Suspense do).
 */
export async function createI18n(
  language: Language,
  options: { waitFor: 'firstRoute' | 'everything' } = { waitFor: 'firstRoute' },
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      // The first route's namespaces are ready before the app renders; screens wait (Suspense)
      // for their own, which start loading right after in the background.
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      // i18next stores resources by reference and mutates them (addResource): give it a copy.
      resources: { en: structuredClone(EN_CORE_RESOURCES) },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      // A catalog arriving later (e.g. enums used as `t('enums:…')` beside a screen's own
      // namespace) re-renders the components that use the instance.
      react: { bindI18nStore: 'added' },
    });
  const rest = instance.loadNamespaces([...NAMESPACES]);
  if (options.waitFor === 'everything') await rest;
  else void rest;
  return instance;
}

export function readStoredLanguage(): Language {
  try {
    return resolveLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Switches the language and remembers the choice in this browser. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  await instance.changeLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this visit only.
  }
}
