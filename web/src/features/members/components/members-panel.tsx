import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@/lib/auth/auth-service';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';

export interface OwnedBuilding {
  id: string;
  title: string;
}

/** Settings, for owners: the members of each building they own. */
export function MembersPanel({ user, buildings }: { user: AuthUser; buildings: OwnedBuilding[] }) {
  const { t } = useTranslation('members');
  const [chosen, setChosen] = useState<string | null>(null);
  const buildingId = chosen ?? buildings[0]?.id ?? null;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="members-panel">
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="h2">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('description')}</Typography>
        </div>
        {buildingId === null ? (
          <Typography color="text.secondary">{t('noOwnedBuildings')}</Typography>
        ) : (
          <>
            <TextField
              select
              size="small"
              label={t('building')}
              value={buildingId}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ maxWidth: 420 }}
            >
              {buildings.map((building) => (
                <MenuItem key={building.id} value={building.id}>
                  {building.title}
                </MenuItem>
              ))}
            </TextField>
            <MemberList user={user} buildingId={buildingId} />
            <InviteForm key={buildingId} user={user} buildingId={buildingId} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
