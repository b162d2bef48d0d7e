import CheckCircleOutlineIcon from 'virtual:icons/CheckCircleOutline';
import WarningAmberIcon from 'virtual:icons/WarningAmber';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DataIssue } from '@shared/domain/metrics/views/performance/data-quality';
import { useTranslation } from 'react-i18next';
import { dataIssueText } from '@/lib/figures/data-issue-text';
import { useFormat } from '@/lib/format/use-format';
import { Panel } from '@/components/ui/panel';
import { WizardStepLink } from './wizard-step-link';

/**
 * Gaps, overlaps and rejected bills in the period, sub-meters above their meter, missing interval
 * readings and assumptions, each with a link to the wizard step that fixes it.
 */
export function DataQualityPanel({
  buildingId,
  issues,
}: {
  /** Null in a share link's read-only view: no links to the wizard. */
  buildingId: string | null;
  /** The data issues of the period (`performanceView`). */
  issues: readonly DataIssue[];
}) {
  const { t } = useTranslation(['performance', 'enums']);
  const format = useFormat();
  return (
    <Panel title={t('performance:quality.title')} testId="quality-panel">
      {issues.length === 0 ? (
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <CheckCircleOutlineIcon color="success" fontSize="small" />
          {t('performance:quality.none')}
        </Typography>
      ) : (
        <List dense>
          {issues.map((issue, index) => (
            <ListItem key={index} disableGutters data-testid={`quality-${issue.kind}`}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <WarningAmberIcon color="warning" fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={dataIssueText(issue, t, format)}
                secondary={
                  <WizardStepLink buildingId={buildingId} step={issue.step}>
                    {t('performance:quality.fix', { step: t(`enums:wizardStep.${issue.step}`) })}
                  </WizardStepLink>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
