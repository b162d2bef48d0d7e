import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { canFinish, checkBuilding } from '@shared/domain/building/building-completeness';
import type { WizardBuilding } from '../api/use-wizard-building';

export interface DoneStepProps {
  building: WizardBuilding;
  /** Base URL of the steps, e.g. `/editing-building/{id}`. */
  stepsHref: string;
}

/** Step 9: the whole building checked before it can be done. */
export function DoneStep({ building, stepsHref }: DoneStepProps) {
  const { t } = useTranslation('wizard');
  const checks = checkBuilding(building);
  const blocking = !canFinish(checks);
  const attention = checks.filter((check) => check.state !== 'valid');
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="done-step">
      <Stack spacing={2}>
        <Typography>{t('doneStep.intro')}</Typography>
        {building.meta?.status === 'permanent' ? (
          <Alert severity="success">{t('doneStep.alreadyDone')}</Alert>
        ) : null}
        {attention.length === 0 ? (
          <Alert severity="success">{t('doneStep.allValid')}</Alert>
        ) : (
          <Alert severity={blocking ? 'error' : 'info'}>
            {t('doneStep.problems')}
            <List dense>
              {attention.map((check) => (
                <ListItem key={check.step} sx={{ py: 0 }}>
                  <Link component={RouterLink} to={`${stepsHref}/${check.step}`}>
                    {check.state === 'missing'
                      ? t('doneStep.missing', { step: t(`steps.${check.step}`) })
                      : t('doneStep.invalid', {
                          step: t(`steps.${check.step}`),
                          count: check.issues,
                        })}
                  </Link>
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
