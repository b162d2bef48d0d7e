import MarkEmailReadIcon from 'virtual:icons/MarkEmailRead';
import MarkEmailUnreadIcon from 'virtual:icons/MarkEmailUnread';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '@/lib/format/use-format';
import { useMessageText } from '../hooks/use-message-text';
import type { InboxMessage } from '../utils/inbox';
import { messageLink } from '../utils/message-link';
import { MessageKindIcon } from './message-kind-icon';

export interface MessageRowProps {
  message: InboxMessage;
  /** The building's current name, when the reader's portfolio has it. */
  buildingName?: string | undefined;
  /** Marks message `messageId` read (true) or unread; keeps its identity (the rows are memoised). */
  onMarkRead: (messageId: string, read: boolean) => void;
}

/**
 * One message: its text in the reader's language, the building, kind and time, a link to where
 * it is acted on (following it marks the message read) and a read/unread toggle. Unread messages
 * are bold with a bar at the start, and say "Unread" to screen readers. Memoised: a message read
 * or arriving renders its own row, not the whole inbox's (the live inbox keeps the other
 * messages' objects as they were).
 */
export const MessageRow = memo(function MessageRow({
  message,
  buildingName,
  onMarkRead,
}: MessageRowProps) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const text = useMessageText()(message, buildingName);
  const link = messageLink(message);
  const unread = message.readAtMs === undefined;
  const name = buildingName ?? message.buildingName;
  return (
    <ListItem
      divider
      data-testid="message"
      data-unread={unread}
      sx={{
        alignItems: 'flex-start',
        gap: 2,
        borderInlineStart: 4,
        borderInlineStartColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      <Box sx={{ pt: 0.5 }}>
        <MessageKindIcon
          kind={message.kind}
          severity={message.kind === 'equipmentAlert' ? message.params.severity : undefined}
        />
      </Box>
      <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: unread ? 700 : 400 }}>
          {unread ? (
            <Box component="span" sx={visuallyHidden}>{`${t('unreadLabel')}: `}</Box>
          ) : null}
          {text.title}
        </Typography>
        {text.detail ? (
          <Typography variant="body2" color="text.secondary">
            {text.detail}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {[name, t(`kinds.${message.kind}`), format.dateTime(message.createdAtMs)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Box>
          <Button
            component={Link}
            to={link.href}
            size="small"
            onClick={() => {
              if (unread) onMarkRead(message.id, true);
            }}
          >
            {t(`links.${link.label}`)}
          </Button>
        </Box>
      </Stack>
      <Tooltip title={unread ? t('markRead') : t('markUnread')}>
        <IconButton
          aria-label={unread ? t('markRead') : t('markUnread')}
          onClick={() => onMarkRead(message.id, unread)}
          data-testid="message-toggle-read"
        >
          {unread ? <MarkEmailReadIcon /> : <MarkEmailUnreadIcon />}
        </IconButton>
      </Tooltip>
    </ListItem>
  );
});
