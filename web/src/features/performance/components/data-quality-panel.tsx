import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  dataQualityIssues,
  type DataIssue,
} from '@shared/domain/metrics/views/performance/data-quality';
import type { DayRange } from '@shared/domain/metrics/views/common/period-range';
import type { BuildingMetrics } from '@shared/schemas/metrics';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { Panel } from '@/components/ui/panel';
import { WizardStepLink } from './wizard-step-link';

/**
 * Gaps, overlaps and rejected bills in the period, sub-meters above their meter, missing interval
 * readings and assumptions, each with a link to the wizard step that fixes it.
 */
export function DataQualityPanel({
  buildingId,
  quality,
  carriers,
  range,
}: {
  /** Null in a share link's read-only view: no links to the wizard. */
  buildingId: string | null;
  quality: BuildingMetrics['quality'];
  carriers: BuildingMetrics['energy']['carriers'];
  range: DayRange;
}) {
  const { t } = useTranslation(['performance', 'enums']);
  const format = useFormat();
  const issues = dataQualityIssues(quality, range, carriers);
  const text = (issue: DataIssue) => {
    const carrier = issue.carrier ? t(`performance:carrier.${issue.carrier}`) : '';
    switch (issue.kind) {
      case 'gap':
      case 'overlap':
        return t(`performance:quality.${issue.kind}`, {
          carrier,
          first: format.date(issue.firstDay),
          last: format.date(issue.lastDay),
          count: issue.days,
        });
      case 'rejectedBills':
      case 'missingIntervals':
        return t(`performance:quality.${issue.kind}`, { carrier, count: issue.count });
      case 'subMeterExcess':
        return t('performance:quality.subMeterExcess', {
          carrier,
          value: format.energyAuto(issue.kwh, 1),
        });
      case 'assumedUValues':
        return t('performance:quality.assumedUValues', {
          list: (issue.elements ?? [])
            .map((element) =>
              t(`enums:envelopeElement.${element === 'window' ? 'openings' : (element as 'roof')}`),
            )
            .join(', '),
        });
      case 'reportedAnnualOnly':
        return t('performance:quality.reportedAnnualOnly', {
          list: (issue.reported ?? [])
            .map(({ carrier: code, year }) => `${t(`performance:carrier.${code}`)} (${year})`)
            .join(', '),
        });
      case 'lightingEstimated':
      case 'noMeteredData':
        return t(`performance:quality.${issue.kind}`);
    }
  };
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
                primary={text(issue)}
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
