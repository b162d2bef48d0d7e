import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortfolio } from '@/features/buildings/api/use-portfolio';
import { useMessages } from '@/features/messages/api/use-messages';
import { useMessageText } from '@/features/messages/hooks/use-message-text';
import { messageLink } from '@/features/messages/utils/message-link';
import { useSearchIndex } from '@/features/search/api/use-search-index';
import { SearchView } from '@/features/search/components/search-view';
import { useSearchCatalog } from '@/features/search/hooks/use-search-catalog';
import { indexMessage, type SearchSources } from '@/features/search/utils/search-groups';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * Spec 2.4 Search over the user's search index (buildings, equipment, measures) and inbox (the
 * messages as the inbox renders them, in the reader's language), with the portfolio's size
 * composed in to tell when the index is still being built.
 */
export default function SearchRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <SearchForUser uid={user.uid} />;
}

function SearchForUser({ uid }: { uid: string }) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const index = useSearchIndex(uid);
  const portfolio = usePortfolio(uid);
  const inbox = useMessages(uid);
  const messageText = useMessageText();
  const catalog = useSearchCatalog(index.data?.entries, locale);
  const entries = index.data?.entries;
  const messages = useMemo(
    () =>
      (inbox.data?.messages ?? []).map((message) => {
        // The building's current name when the index has it, as the inbox prefers.
        const current = message.buildingId ? entries?.get(message.buildingId)?.title : undefined;
        const text = messageText(message, current || undefined);
        return indexMessage(
          {
            messageId: message.id,
            title: text.title,
            detail: text.detail,
            buildingName: current || message.buildingName || '',
            href: messageLink(message).href,
          },
          locale,
        );
      }),
    [entries, inbox.data, locale, messageText],
  );
  const sources = useMemo<SearchSources>(
    () => ({
      building: catalog.buildings,
      equipment: catalog.equipment,
      measure: catalog.measures,
      message: messages,
    }),
    [catalog, messages],
  );
  return (
    <SearchView
      sources={sources}
      locale={locale}
      loaded={index.data?.loaded ?? false}
      error={index.data?.error}
      indexedBuildings={index.data?.entries.size ?? 0}
      portfolioBuildings={portfolio.data?.loaded ? portfolio.data.rows.length : undefined}
    />
  );
}
