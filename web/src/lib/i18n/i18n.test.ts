import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n, readStoredLanguage } from '@/lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages';
import { CORE_NAMESPACES, EN_CORE_RESOURCES, NAMESPACES } from '@/lib/i18n/resources-en';
import csAuth from '@/locales/cs/auth.json';

describe('i18n', () => {
  it('loads Czech and German on demand and translates with them', async () => {
    const i18n = await createI18n('cs');
    expect(i18n.t('auth:login.title')).toBe(csAuth.login.title);
    expect(i18n.t('auth:login.title')).not.toBe(EN_CORE_RESOURCES.auth.login.title);
    await i18n.changeLanguage('de');
    expect(i18n.t('nav:entries.logout')).not.toBe(EN_CORE_RESOURCES.nav.entries.logout);
  });

  it("bundles the first route's English namespaces and loads every other one on demand", async () => {
    expect(CORE_NAMESPACES).toEqual(['common', 'auth', 'nav', 'validation']);
    const i18n = await createI18n('en');
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true);
    await i18n.loadNamespaces(['wizardUploads', 'enums']);
    expect(i18n.t('wizardUploads:table.timestamp')).toBe('Timestamp');
    expect(i18n.t('enums:seriesUnit.kWh')).toBe('kWh');
  });

  it('falls back to English for a key a language lacks', async () => {
    const i18n = await createI18n('de');
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('common:onlyInEnglish' as 'common:loading')).toBe('Only in English');
  });

  it('falls back to English for a language we do not offer', async () => {
    const i18n = await createI18n('en');
    await i18n.changeLanguage('fr');
    expect(i18n.t('common:loading')).toBe('Loading...');
  });

  it('tries a catalog that failed to load again, so a language choice is not lost to one failed chunk', async () => {
    const real = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');
    const failures = new Map<string, number>();
    let failing = 2;
    // Every Czech catalog fails `failing` times before it loads (a busy server, a dropped line).
    const loaders = Object.fromEntries(
      Object.entries(real).map(([path, load]) => [
        path,
        () => {
          const count = failures.get(path) ?? 0;
          if (path.includes('/cs/') && count < failing) {
            failures.set(path, count + 1);
            return Promise.reject(new TypeError(`Failed to fetch ${path}`));
          }
          return load();
        },
      ]),
    );
    const i18n = await createI18n('en', { waitFor: 'everything', loaders, retryTimeoutMs: 1 });
    await i18n.changeLanguage('cs');
    expect(i18n.resolvedLanguage).toBe('cs');
    expect(i18n.t('auth:login.title')).toBe(csAuth.login.title);

    // Failing beyond the retries leaves German unloaded, not failed: choosing it again loads it.
    failures.clear();
    failing = 100;
    const other = await createI18n('en', {
      waitFor: 'everything',
      loaders: Object.fromEntries(
        Object.entries(real).map(([path, load]) => [
          path,
          () =>
            path.includes('/de/') && failing > 0 ? Promise.reject(new TypeError(path)) : load(),
        ]),
      ),
      retryTimeoutMs: 1,
    });
    await other.changeLanguage('de');
    expect(other.resolvedLanguage).toBe('en');
    failing = 0;
    await other.changeLanguage('de');
    expect(other.resolvedLanguage).toBe('de');
    expect(other.t('nav:entries.logout')).not.toBe(EN_CORE_RESOURCES.nav.entries.logout);
  });

  it('a language chosen asks for all its catalogs at once and adds them together, not one re-render per catalog', async () => {
    const real = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');
    let inFlight = 0;
    let mostInFlight = 0;
    // Each catalog arrives at its own time, 1 to 75 ms after it was asked for, as over a network.
    const loaders = Object.fromEntries(
      Object.entries(real).map(([path, load], index) => [
        path,
        async () => {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 1 + (index % 75)));
          inFlight -= 1;
          return load();
        },
      ]),
    );
    const i18n = await createI18n('en', { waitFor: 'everything', loaders });
    mostInFlight = 0;
    // Catalogs added in how many separate tasks: each task lets React render the screen again.
    const tasks = new Set<number>();
    let task = 0;
    const tick = () => {
      task += 1;
    };
    i18n.store.on('added', (language: string) => {
      if (language !== 'cs') return;
      tasks.add(task);
      setTimeout(tick, 0);
    });
    await changeLanguage(i18n, 'cs');
    expect(i18n.t('auth:login.title')).toBe(csAuth.login.title);
    expect(NAMESPACES.every((namespace) => i18n.hasResourceBundle('cs', namespace))).toBe(true);
    // i18next alone reads ten at a time, each arriving in its own task.
    expect(mostInFlight).toBe(NAMESPACES.length);
    expect(tasks.size).toBe(1);
  });

  it('remembers the chosen language in the browser', async () => {
    window.localStorage.clear();
    expect(readStoredLanguage()).toBe('en');
    const i18n = await createI18n('en');
    await changeLanguage(i18n, 'de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(readStoredLanguage()).toBe('de');
  });

  it('has the same keys in every language', async () => {
    const flatten = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, child]) => flatten(child, `${prefix}${key}.`))
        : // Plural forms differ by language (Czech has few/many): compare the base key.
          [prefix.slice(0, -1).replace(/_(zero|one|two|few|many|other)$/, '')];
    const load = async (language: string, namespace: string) =>
      ((await import(`../../locales/${language}/${namespace}.json`)) as { default: unknown })
        .default;
    const keys = (value: unknown) => [...new Set(flatten(value))].sort();
    for (const language of ['cs', 'de']) {
      for (const namespace of NAMESPACES) {
        expect(keys(await load(language, namespace)), `${language}/${namespace}`).toEqual(
          keys(await load('en', namespace)),
        );
      }
    }
  });
});
