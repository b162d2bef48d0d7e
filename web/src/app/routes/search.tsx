import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortfolio } from '@/features/buildings/api/use-portfolio';
import { useSearchIndex } from '@/features/search/api/use-search-index';
import { SearchView } from '@/features/search/components/search-view';
import { useSearchCatalog } from '@/features/search/hooks/use-search-catalog';
import type { SearchSources } from '@/features/search/utils/search-groups';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * Spec 2.4 Search over the user's search index (buildings, equipment, measures), with the
 * portfolio's size composed in to tell when the index is still being built.
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
  const catalog = useSearchCatalog(index.data?.entries, locale);
  const sources = useMemo<SearchSources>(
    () => ({
      building: catalog.buildings,
      equipment: catalog.equipment,
      measure: catalog.measures,
    }),
    [catalog],
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
