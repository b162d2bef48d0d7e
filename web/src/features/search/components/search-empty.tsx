import SearchIcon from 'virtual:icons/Search';
import SearchOffIcon from 'virtual:icons/SearchOff';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { isApplePlatform } from '../utils/shortcut';

/** Before anything is typed: what can be searched, how, and the shortcut back here. */
export function SearchStart({ hasBuildings }: { hasBuildings: boolean }) {
  const { t } = useTranslation('search');
  const ctrlK = t(isApplePlatform(navigator.userAgent) ? 'shortcut.cmdK' : 'shortcut.ctrlK');
  if (!hasBuildings)
    return (
      <EmptyState
        icon={<SearchIcon />}
        title={t('empty.noBuildingsTitle')}
        description={t('empty.noBuildingsDescription')}
      />
    );
  return (
    <EmptyState
      icon={<SearchIcon />}
      title={t('empty.startTitle')}
      description={`${t('empty.startDescription')} ${t('empty.shortcutHint', { ctrlK, slash: t('shortcut.slash') })}`}
    />
  );
}

/** A query without results: say so and what to try. */
export function SearchNoResults({ query }: { query: string }) {
  const { t } = useTranslation('search');
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title={t('empty.noResultsTitle', { query: query.trim() })}
      description={t('empty.noResultsDescription')}
    />
  );
}
