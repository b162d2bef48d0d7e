import type { ShareSection, ShareSections } from '@shared/schemas/derived/share';
import { paths } from '@/config/paths';

/** The address of a share link on `origin` (the page's own), opening on its first section. */
export function shareUrlOf(origin: string, token: string): string {
  return `${origin}${paths.iframe.getHref(token)}`;
}

/** The path of one section of a share: General Information at the link itself. */
export function sharePathOf(token: string, section: ShareSection): string {
  return section === 'general' ? paths.iframe.getHref(token) : paths.iframe.getHref(token, section);
}

/** Quotes a text for an HTML attribute value in double quotes. */
function attribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The HTML to embed a share in another page: a responsive iframe (full width, 600 px high, no
 * border), titled for screen readers, lazily loaded, sending no referrer.
 */
export function iframeSnippetOf(url: string, title: string): string {
  return (
    `<iframe src="${attribute(url)}" title="${attribute(title)}" ` +
    'style="width:100%;height:600px;border:0" loading="lazy" referrerpolicy="no-referrer"></iframe>'
  );
}

/**
 * The newest link that is not expired at `nowMs` (what Copy Url copies), with its token; null
 * when the building has none.
 */
export function currentShareOf<T extends { createdAtMs: number; expiresAtMs?: number }>(
  links: Readonly<Record<string, T>> | undefined,
  nowMs: number,
): { token: string; link: T } | null {
  const open = Object.entries(links ?? {})
    .filter(([, link]) => link.expiresAtMs === undefined || link.expiresAtMs > nowMs)
    .sort(([, a], [, b]) => b.createdAtMs - a.createdAtMs);
  const first = open[0];
  return first ? { token: first[0], link: first[1] } : null;
}

/** The sections a new link shows unless the owner chooses otherwise: all three. */
export const DEFAULT_SECTIONS: ShareSections = {
  general: true,
  performance: true,
  comparison: true,
};
