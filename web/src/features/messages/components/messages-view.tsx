import DoneAllIcon from 'virtual:icons/DoneAll';
import MailIcon from 'virtual:icons/Mail';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useSharedValue } from '@/lib/use-shared-value';
import { useMarkRead } from '../api/use-mark-read';
import { useMessages } from '../api/use-messages';
import { unreadCount } from '../utils/inbox';
import {
  filterMessages,
  filtersOf,
  isFiltered,
  messageBuildingIds,
  paramsOf,
  type MessageFilters,
} from '../utils/message-filters';
import { MessageFiltersBar } from './message-filters-bar';
import { MessageRow } from './message-row';

export interface MessagesViewProps {
  uid: string;
  /** Current names of the reader's buildings by id (the route takes them from the portfolio). */
  buildingNames: ReadonlyMap<string, string>;
}

/**
 * The inbox (issue 19): the user's messages newest first, live; filters by kind, building and
 * unread kept in the URL; each message read/unread and "Mark all read" for the unread ones shown.
 */
export function MessagesView({ uid, buildingNames }: MessagesViewProps) {
  const { t } = useTranslation('messages');
  const inbox = useMessages(uid);
  const markRead = useMarkRead(uid);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(searchParams), [searchParams]);
  const { mutate } = markRead;
  const markOne = useCallback(
    (messageId: string, read: boolean) => mutate({ ids: [messageId], read }),
    [mutate],
  );
  const messages = useMemo(() => inbox.data?.messages ?? [], [inbox.data]);
  const shown = useMemo(() => filterMessages(messages, filters), [messages, filters]);
  // The same list while its buildings do (a message read or arriving changes `messages`), so the
  // memoised filters bar does not render again.
  const buildings = useSharedValue(
    useMemo(
      () =>
        messageBuildingIds(messages).map((id) => ({
          id,
          name:
            buildingNames.get(id) ??
            messages.find((message) => message.buildingId === id)?.buildingName ??
            id,
        })),
      [messages, buildingNames],
    ),
  );
  const onFiltersChange = useCallback(
    (next: MessageFilters) => setSearchParams(paramsOf(next, searchParams), { replace: true }),
    [searchParams, setSearchParams],
  );
  const unreadShown = shown.filter((message) => message.readAtMs === undefined);
  const unread = unreadCount(messages);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAllIcon />}
            disabled={unreadShown.length === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ ids: unreadShown.map((m) => m.id), read: true })}
            data-testid="messages-mark-all-read"
          >
            {t('markAllRead')}
          </Button>
        }
      />
      {inbox.data?.error ? (
        <Alert severity="error">{t('loadFailed', { reason: inbox.data.error })}</Alert>
      ) : null}
      {markRead.isError ? <Alert severity="error">{t('markFailed')}</Alert> : null}
      {inbox.data === undefined ? (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('title')} />
        </Stack>
      ) : messages.length === 0 && !inbox.data.error ? (
        <EmptyState
          icon={<MailIcon />}
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            <Button component={Link} to={paths.portfolio.getHref()} variant="contained">
              {t('empty.action')}
            </Button>
          }
        />
      ) : (
        <>
          <MessageFiltersBar filters={filters} buildings={buildings} onChange={onFiltersChange} />
          <Typography color="text.secondary" role="status" data-testid="messages-unread">
            {t('unread', { count: unread })}
          </Typography>
          {shown.length === 0 ? (
            <EmptyState
              title={t('empty.filteredTitle')}
              description={t('empty.filteredDescription')}
              action={
                isFiltered(filters) ? (
                  <Button
                    onClick={() =>
                      setSearchParams(paramsOf({ unreadOnly: false }, searchParams), {
                        replace: true,
                      })
                    }
                  >
                    {t('filters.clear')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <Paper variant="outlined">
              <List disablePadding aria-label={t('title')}>
                {shown.map((message) => (
                  <MessageRow
                    key={message.id}
                    message={message}
                    buildingName={
                      message.buildingId ? buildingNames.get(message.buildingId) : undefined
                    }
                    onMarkRead={markOne}
                  />
                ))}
              </List>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
