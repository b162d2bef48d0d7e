import PersonRemoveIcon from 'virtual:icons/PersonRemove';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { MemberListing, PendingInvitation } from '@shared/schemas/contracts/member-requests';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useFormat } from '@/lib/format/use-format';
import { useRemoveMember } from '../api/use-change-members';
import { useMembers } from '../api/use-members';
import { useMemberErrorText } from './use-member-error-text';

const ORDER = { owner: 0, editor: 1, viewer: 2 } as const;

const byRoleThenEmail = (a: MemberListing, b: MemberListing) =>
  ORDER[a.role] - ORDER[b.role] || (a.email ?? '').localeCompare(b.email ?? '');

/**
 * The members of one building, then the addresses invited and not yet joined ("Invited", with the
 * day the invitation lapses), whether or not they have an account: every invitation waits until
 * someone signs in with the address, confirmed. The owner may remove editors and viewers and
 * withdraw invitations.
 */
export function MemberList({ user, buildingId }: { user: AuthUser; buildingId: string }) {
  const { t } = useTranslation('members');
  const format = useFormat();
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
  const failed = remove.isError
    ? t('email' in remove.variables ? 'withdrawFailed' : 'removeFailed', {
        reason: errorText(remove.error),
      })
    : null;
  const removeButton = (label: string, onClick: () => void) => (
    <IconButton edge="end" aria-label={label} disabled={remove.isPending} onClick={onClick}>
      <PersonRemoveIcon />
    </IconButton>
  );
  const invitationRow = (invitation: PendingInvitation) => (
    <ListItem
      key={`invitation-${invitation.email}`}
      divider
      data-testid="member-invitation"
      secondaryAction={removeButton(t('withdraw', { email: invitation.email }), () =>
        remove.mutate({ buildingId, email: invitation.email }),
      )}
    >
      <ListItemText
        primary={invitation.email}
        secondary={t('invitedUntil', { date: format.date(invitation.expiresAtMs) })}
      />
      <Chip size="small" variant="outlined" label={t('invitedStatus')} sx={{ mr: 1 }} />
      <Chip size="small" label={t(`roles.${invitation.role}`)} sx={{ mr: 4 }} />
    </ListItem>
  );
  return (
    <>
      {failed ? <Alert severity="error">{failed}</Alert> : null}
      <List dense data-testid="member-list">
        {[...members.data.members].sort(byRoleThenEmail).map((member) => {
          const who = member.email ?? member.uid;
          return (
            <ListItem
              key={member.uid}
              divider
              secondaryAction={
                member.role === 'owner'
                  ? null
                  : removeButton(t('remove', { email: who }), () =>
                      remove.mutate({ buildingId, uid: member.uid }),
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
        {members.data.invitations.map(invitationRow)}
      </List>
    </>
  );
}
