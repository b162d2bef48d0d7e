import { describe, expect, it } from 'vitest';
import { dayOfExpiry, expiryOfDay } from './share-expiry';
import { currentShareOf, iframeSnippetOf, sharePathOf, shareUrlOf } from './share-url';
import { viewerLanguageOf } from './viewer-language';

describe('share urls', () => {
  it('builds the link, its sections and an embeddable snippet', () => {
    expect(shareUrlOf('https://facet.example', 'abc_-1')).toBe(
      'https://facet.example/iframe/abc_-1',
    );
    expect(sharePathOf('t', 'general')).toBe('/iframe/t');
    expect(sharePathOf('t', 'performance')).toBe('/iframe/t/performance');
    expect(iframeSnippetOf('https://x/iframe/t', 'A "quoted" <b>')).toBe(
      '<iframe src="https://x/iframe/t" title="A &quot;quoted&quot; &lt;b&gt;" ' +
        'style="width:100%;height:600px;border:0" loading="lazy" referrerpolicy="no-referrer"></iframe>',
    );
  });

  it('copies the newest link that has not expired', () => {
    const links = {
      old: { createdAtMs: 1 },
      newest: { createdAtMs: 5, expiresAtMs: 100 },
      middle: { createdAtMs: 3 },
    };
    expect(currentShareOf(links, 50)?.token).toBe('newest');
    expect(currentShareOf(links, 100)?.token).toBe('middle');
    expect(currentShareOf({}, 0)).toBeNull();
    expect(currentShareOf(undefined, 0)).toBeNull();
  });
});

describe('share expiry', () => {
  it('ends at the midnight after the chosen day and reads back as that day', () => {
    const ms = expiryOfDay('2026-12-31');
    expect(ms).toBe(new Date(2027, 0, 1).getTime());
    expect(dayOfExpiry(ms ?? undefined)).toBe('2026-12-31');
    expect(expiryOfDay('')).toBeNull();
    expect(expiryOfDay('31.12.2026')).toBeNull();
    expect(dayOfExpiry(undefined)).toBe('');
  });
});

describe('viewerLanguageOf', () => {
  it('takes the first preferred language we offer', () => {
    expect(viewerLanguageOf(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(viewerLanguageOf(['cs'])).toBe('cs');
    expect(viewerLanguageOf(['fr', 'es'])).toBeNull();
    expect(viewerLanguageOf([])).toBeNull();
  });
});
