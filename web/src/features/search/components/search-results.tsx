import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { searchItemKey, type SearchGroup } from '../utils/search-groups';
import { SearchResultOption } from './search-result-option';

export interface SearchResultsProps {
  id: string;
  groups: SearchGroup[];
  /** The highlighted option's index over all groups, -1 for none. */
  active: number;
  onPoint: (index: number) => void;
}

/** The element id of an option, unique in the page. */
export function searchOptionId(listboxId: string, key: string): string {
  return `${listboxId}-${key}`;
}

/**
 * The results as one listbox of groups (WAI-ARIA APG "Listbox with grouped options"): each group
 * is named by its kind and how many matched; the highlighted option scrolls into view.
 */
export function SearchResults({ id, groups, active, onPoint }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const keys = groups.flatMap((group) => group.items.map(searchItemKey));
  const activeId = active >= 0 && keys[active] ? searchOptionId(id, keys[active]) : null;
  useEffect(() => {
    if (activeId)
      // jsdom has no scrollIntoView.
      document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  // Each group's first option's index over all groups.
  const starts = groups.map((_, at) =>
    groups.slice(0, at).reduce((sum, group) => sum + group.items.length, 0),
  );
  return (
    <Paper variant="outlined" sx={{ mt: 2 }}>
      <Box role="listbox" id={id} aria-label={t('resultsLabel')}>
        {groups.map((group, groupAt) => {
          const headingId = `${id}-${group.kind}`;
          return (
            <Box key={group.kind} role="group" aria-labelledby={headingId} sx={{ pb: 1 }}>
              <Box
                role="presentation"
                id={headingId}
                sx={{ px: 2, pt: 1.5, pb: 0.5, display: 'flex', gap: 1, alignItems: 'baseline' }}
              >
                <Typography component="span" variant="subtitle2">
                  {t(`groups.${group.kind}`)}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary">
                  {group.total > group.items.length
                    ? t('groupCountMore', { shown: group.items.length, count: group.total })
                    : t('groupCount', { count: group.total })}
                </Typography>
              </Box>
              {group.items.map((item, itemAt) => {
                const at = (starts[groupAt] ?? 0) + itemAt;
                const key = searchItemKey(item);
                return (
                  <SearchResultOption
                    key={key}
                    id={searchOptionId(id, key)}
                    item={item}
                    active={at === active}
                    onPoint={() => onPoint(at)}
                  />
                );
              })}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
