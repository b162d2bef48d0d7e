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
type CatalogLoaders = Record<string, () => Promise<Catalog>>;
const lazyCatalogs: CatalogLoaders = import.meta.glob<Catalog>([
  '../../locales/en/*.json',
  '../../locales/cs/*.json',
  '../../locales/de/*.json',
]);

/**
 * A backend that loads catalogs with dynamic imports (`loaders` by path, as `import.meta.glob`
 * gives them): every namespace of Czech and German, and the English ones beyond the first
 * route's, so the sign-in route carries only what it shows.
 *
 * Reads asked for together (in one task: a language chosen asks for all its namespaces at once)
 * are answered together, once the last has arrived, so i18next adds them in one task and React
 * renders the screen once. Answered one by one as each arrived, every mounted component that
 * translates re-rendered per catalog: choosing Czech on the Improve tab rendered it 37 times in
 * 4 to 6 s (measured in Chromium on a 2-core machine).
 *
 * A catalog that fails to load (a dropped connection, a busy server) is reported as retryable:
 * i18next tries it again with a doubling wait (five times from 350 ms), and after that leaves it
 * unloaded rather than failed, so choosing the language again loads it. Reported as final, one
 * failed chunk left the language unchanged for the rest of the visit: the menu then went on
 * reading the old language.
 */
export function catalogBackend(loaders: CatalogLoaders): BackendModule {
  type Answer = () => void;
  let group: Promise<Answer>[] | null = null;
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = loaders[`../../locales/${language}/${namespace}.json`];
      if (!load) {
        callback(null, {});
        return;
      }
      const answer = load().then(
        (catalog): Answer =>
          () =>
            callback(null, catalog.default),
        (failure: unknown): Answer =>
          () =>
            callback(failure instanceof Error ? failure : new Error(String(failure)), true),
      );
      if (group) {
        group.push(answer);
        return;
      }
      const current = [answer];
      group = current;
      // The group closes when this task ends; its answers are given together once all arrived.
      setTimeout(() => {
        group = null;
        void Promise.all(current).then((answers) => answers.forEach((give) => give()));
      }, 0);
    },
  };
}

export interface I18nOptions {
  /** `everything` waits for every namespace, as component tests rendering without Suspense do. */
  waitFor: 'firstRoute' | 'everything';
  /** Catalog loaders by path (default: the app's own, `import.meta.glob`); for tests. */
  loaders?: CatalogLoaders;
  /** First wait before a failed catalog is tried again, doubling after (default 350 ms). */
  retryTimeoutMs?: number;
}

/**
 * Creates and initialises an i18next instance. The first route's English namespaces are inline;
 * every other namespace loads in the background.
 */
export async function createI18n(
  language: Language,
  options: I18nOptions = { waitFor: 'firstRoute' },
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(catalogBackend(options.loaders ?? lazyCatalogs))
    .use(initReactI18next)
    .init({
      ...(options.retryTimeoutMs === undefined ? {} : { retryTimeout: options.retryTimeoutMs }),
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      // Every namespace of a language and its fallback read at once (i18next reads ten at a time
      // by default), so that the backend answers them together.
      maxParallelReads: 2 * NAMESPACES.length,
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
