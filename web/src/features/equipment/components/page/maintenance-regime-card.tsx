import CheckIcon from 'virtual:icons/Check';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  MaintenanceRegime,
  RegimeTask,
} from '@shared/domain/metrics/reliability/maintenance-regime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';

export interface MaintenanceRegimeCardProps {
  tasks: MaintenanceRegime;
  /** Marks a task done today; absent for viewers. Rejects when the write fails. */
  onDone?: (taskId: string) => Promise<void>;
}

/** Spec 9.1 Maintenance Regime: open tasks due in the next 2 weeks and missed in the past 2. */
export function MaintenanceRegimeCard({ tasks, onDone }: MaintenanceRegimeCardProps) {
  const { t } = useTranslation('equipmentPage');
  const format = useFormat();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const done = async (taskId: string) => {
    if (!onDone) return;
    setBusy(taskId);
    setFailed(false);
    try {
      await onDone(taskId);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const list = (rows: readonly RegimeTask[], kind: 'upcoming' | 'missed') => (
    <Stack spacing={0.5} data-testid={`regime-${kind}`}>
      <Typography variant="subtitle2" component="h4">
        {t(`regime.${kind}`)}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t(`regime.${kind}Empty`)}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((task) => (
            <ListItem
              key={task.taskId}
              disableGutters
              secondaryAction={
                onDone ? (
                  <Button
                    size="small"
                    startIcon={<CheckIcon />}
                    disabled={busy !== null}
                    onClick={() => void done(task.taskId)}
                    aria-label={t('regime.markDoneNamed', { title: task.title })}
                  >
                    {t('regime.markDone')}
                  </Button>
                ) : undefined
              }
              sx={{ pr: onDone ? 14 : 0 }}
            >
              <ListItemText
                primary={task.title}
                secondary={t(kind === 'missed' ? 'regime.wasDue' : 'regime.due', {
                  date: format.date(task.dueOn),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
  return (
    <Panel title={t('regime.title')} subtitle={t('regime.subtitle')} testId="regime-card">
      <Stack spacing={2}>
        {failed ? (
          <Alert severity="error" role="alert">
            {t('regime.failed')}
          </Alert>
        ) : null}
        {list(tasks.upcoming, 'upcoming')}
        {list(tasks.missed, 'missed')}
      </Stack>
    </Panel>
  );
}
