import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useRemoveMember } from '../api/use-change-members';
import { useMembers } from '../api/use-members';
import { useMemberErrorText } from './use-member-error-text';

/** The members of one building; the owner may remove editors and viewers. */
export function MemberList({ user, buildingId }: { user: AuthUser; buildingId: string }) {
  const { t } = useTranslation('members');
  const errorText = useMemberErrorText();
  const members = useMembers(user, buildingId);
  const remove = useRemoveMember(user);
  if (members.isPending)
    return (
      <Alert severity="info" icon={false}>
        {t('loading', { ns: 'common' })}
      </Alert>
    );
  if (members.isError)
    return <Alert severity="error">{t('loadFailed', { reason: errorText(members.error) })}</Alert>;
  const order = { owner: 0, editor: 1, viewer: 2 } as const;
  return (
    <>
      {remove.isError ? (
        <Alert severity="error">{t('removeFailed', { reason: errorText(remove.error) })}</Alert>
      ) : null}
      <List dense data-testid="member-list">
        {[...members.data]
          .sort(
            (a, b) => order[a.role] - order[b.role] || (a.email ?? '').localeCompare(b.email ?? ''),
          )
          .map((member) => {
            const who = member.email ?? member.uid;
            return (
              <ListItem
                key={member.uid}
                divider
                secondaryAction={
                  member.role === 'owner' ? null : (
                    <IconButton
                      edge="end"
                      aria-label={t('remove', { email: who })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ buildingId, uid: member.uid })}
                    >
                      <PersonRemoveIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemText
                  primary={member.uid === user.uid ? `${who} (${t('you')})` : who}
                  secondary={member.displayName}
                />
                <Chip size="small" label={t(`roles.${member.role}`)} sx={{ mr: 4 }} />
              </ListItem>
            );
          })}
      </List>
    </>
  );
}
