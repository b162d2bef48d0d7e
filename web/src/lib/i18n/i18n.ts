import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  resolveLanguage,
  type Language,
} from '@/lib/i18n/languages';
import { EN_RESOURCES, NAMESPACES } from '@/lib/i18n/resources-en';

type Catalog = { default: Record<string, unknown> };
const lazyCatalogs = import.meta.glob<Catalog>(['../../locales/cs/*.json', '../../locales/de/*.json']);

/** Loads Czech and German catalogs with dynamic imports, so the first route carries English only. */
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

/** Creates and initialises an i18next instance; English resources are inline, others lazy. */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: NAMESPACES,
      defaultNS: 'common',
      // i18next stores resources by reference and mutates them (addResource): give it a copy.
      resources: { en: structuredClone(EN_RESOURCES) },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
    });
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
