import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGE_KINDS, type MessageKind } from '@shared/schemas/stored/message';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isFiltered, type MessageFilters } from '../utils/message-filters';

export interface MessageFiltersBarProps {
  filters: MessageFilters;
  /** The buildings that can be chosen, by id, with their names. */
  buildings: readonly { id: string; name: string }[];
  onChange: (filters: MessageFilters) => void;
}

/**
 * Filters by kind, building and unread; the screen keeps them in the URL. Memoised: a message
 * read or arriving changes none of its props.
 */
export const MessageFiltersBar = memo(function MessageFiltersBar({
  filters,
  buildings,
  onChange,
}: MessageFiltersBarProps) {
  const { t } = useTranslation('messages');
  const ALL = '';
  return (
    <Stack
      role="group"
      aria-label={t('filters.label')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      <TextField
        select
        size="small"
        label={t('filters.kind')}
        value={filters.kind ?? ALL}
        onChange={(event) => {
          const { kind: _kind, ...rest } = filters;
          onChange(
            event.target.value ? { ...rest, kind: event.target.value as MessageKind } : rest,
          );
        }}
        sx={{ minWidth: 220 }}
        slotProps={{
          inputLabel: { shrink: true },
          select: { displayEmpty: true, MenuProps: { disableScrollLock: true } },
        }}
        data-testid="messages-filter-kind"
      >
        <MenuItem value={ALL}>{t('filters.allKinds')}</MenuItem>
        {MESSAGE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.building')}
        value={filters.buildingId ?? ALL}
        onChange={(event) => {
          const { buildingId: _id, ...rest } = filters;
          onChange(event.target.value ? { ...rest, buildingId: event.target.value } : rest);
        }}
        sx={{ minWidth: 220 }}
        slotProps={{
          inputLabel: { shrink: true },
          select: { displayEmpty: true, MenuProps: { disableScrollLock: true } },
        }}
        data-testid="messages-filter-building"
      >
        <MenuItem value={ALL}>{t('filters.allBuildings')}</MenuItem>
        {buildings.map((building) => (
          <MenuItem key={building.id} value={building.id}>
            {building.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.show')}
        value={filters.unreadOnly ? 'unread' : 'all'}
        onChange={(event) => onChange({ ...filters, unreadOnly: event.target.value === 'unread' })}
        sx={{ minWidth: 160 }}
        slotProps={{
          inputLabel: { shrink: true },
          select: { displayEmpty: true, MenuProps: { disableScrollLock: true } },
        }}
        data-testid="messages-filter-show"
      >
        <MenuItem value="all">{t('filters.all')}</MenuItem>
        <MenuItem value="unread">{t('filters.unreadOnly')}</MenuItem>
      </TextField>
      {isFiltered(filters) ? (
        <Button onClick={() => onChange({ unreadOnly: false })}>{t('filters.clear')}</Button>
      ) : null}
    </Stack>
  );
});
