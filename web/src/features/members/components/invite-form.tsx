import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_TTL_DAYS } from '@shared/domain/members/invitations';
import {
  INVITABLE_ROLES,
  inviteMemberRequestSchema,
} from '@shared/schemas/contracts/member-requests';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useInviteMember } from '../api/use-change-members';
import { useMemberErrorText } from './use-member-error-text';

type InvitableRole = (typeof INVITABLE_ROLES)[number];

/**
 * Owner only: invite an address as editor or viewer. The answer is the same whether or not the
 * address has an account (issue 32): the invitation waits, listed as "Invited", until someone
 * signs in with the address, confirmed.
 */
export function InviteForm({ user, buildingId }: { user: AuthUser; buildingId: string }) {
  const { t } = useTranslation(['members', 'validation']);
  const errorText = useMemberErrorText();
  const invite = useInviteMember(user);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('viewer');
  const [emailError, setEmailError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteMemberRequestSchema.safeParse({ buildingId, email: email.trim(), role });
    const issue = parsed.error?.issues.find((entry) => entry.path[0] === 'email');
    setEmailError(
      issue
        ? t(`validation:${issue.message.replace(/^validation\./, '')}` as 'validation:email')
        : null,
    );
    if (!parsed.success) return;
    invite.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <div>
        <Typography variant="subtitle2" component="h3">
          {t('inviteTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('inviteHint', { days: INVITATION_TTL_DAYS })}
        </Typography>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          type="email"
          label={t('email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError !== null}
          helperText={emailError}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          size="small"
          select
          label={t('role')}
          value={role}
          onChange={(event) => setRole(event.target.value as InvitableRole)}
          sx={{ minWidth: 140 }}
        >
          {INVITABLE_ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`roles.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          {t('invite')}
        </Button>
      </Stack>
      {invite.isError ? <Alert severity="error">{errorText(invite.error)}</Alert> : null}
      {invite.isSuccess ? (
        <Alert severity="success">
          {t('invited', { email: invite.data.invited, role: t(`roles.${invite.data.role}`) })}
        </Alert>
      ) : null}
    </Stack>
  );
}
