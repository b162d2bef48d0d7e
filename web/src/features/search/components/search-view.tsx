import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useSearchController } from '../hooks/use-search-controller';
import { searchItemKey, type SearchSources } from '../utils/search-groups';
import { SearchBox } from './search-box';
import { SearchNoResults, SearchStart } from './search-empty';
import { SearchResults, searchOptionId } from './search-results';

export interface SearchViewProps {
  sources: SearchSources;
  /** The language texts are folded in (BCP 47). */
  locale: string;
  /** False until the search index has answered. */
  loaded: boolean;
  error?: string | undefined;
  /** Buildings in the search index. */
  indexedBuildings: number;
  /** Buildings in the user's portfolio, when known: more than indexed means still being built. */
  portfolioBuildings?: number | undefined;
}

/** Spec 2.4 Search: one box over everything the user may read, results grouped by kind. */
export function SearchView(props: SearchViewProps) {
  const { sources, locale, loaded, error, indexedBuildings, portfolioBuildings } = props;
  const { t } = useTranslation('search');
  const listboxId = useId();
  const search = useSearchController(sources, locale);
  const { groups, options, active } = search;
  const activeItem = active >= 0 ? options[active] : undefined;
  const building =
    loaded && portfolioBuildings !== undefined && portfolioBuildings > indexedBuildings;
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const typed = search.query.trim() !== '';
  return (
    <>
      <PageHeader title={t('title')} />
      <SearchBox
        value={search.text}
        onChange={search.setText}
        onKeyDown={search.onKeyDown}
        listboxId={groups.length > 0 ? listboxId : undefined}
        activeOptionId={
          activeItem ? searchOptionId(listboxId, searchItemKey(activeItem)) : undefined
        }
      />
      {!loaded ? (
        <Box sx={{ mt: 2 }} role="status">
          <Typography color="text.secondary">{t('status.loading')}</Typography>
          <LinearProgress sx={{ mt: 1 }} />
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('status.error', { reason: error })}
        </Alert>
      ) : null}
      {building ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('status.building', { count: indexedBuildings, total: portfolioBuildings })}
        </Alert>
      ) : null}
      <Box role="status" sx={visuallyHidden}>
        {typed && loaded ? t('resultsSummary', { count: total, query: search.query.trim() }) : ''}
      </Box>
      {groups.length > 0 ? (
        <SearchResults id={listboxId} groups={groups} active={active} onPoint={search.setActive} />
      ) : loaded && typed ? (
        <Box sx={{ mt: 2 }}>
          <SearchNoResults query={search.query} />
        </Box>
      ) : loaded && !typed ? (
        <Box sx={{ mt: 2 }}>
          <SearchStart hasBuildings={indexedBuildings > 0 || (portfolioBuildings ?? 0) > 0} />
        </Box>
      ) : null}
    </>
  );
}
