import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';
import type { SourcingView } from '@shared/domain/metrics/views/equipment-page/view';
import { FactList } from './fact-list';

/** Spec 2.13 Asset, Parts & Service Sourcing: what the record has, and what it lacks. */
export function SourcingCard({
  view,
  currency,
  editAction,
}: {
  view: SourcingView;
  currency: string;
  editAction?: ReactNode;
}) {
  const { t } = useTranslation(['equipmentPage', 'equipment']);
  const format = useFormat();
  const none = t('details.notRecorded');
  const weeks = (value: number | null) =>
    value === null ? null : t('units.weeks', { value: format.number(value) });
  return (
    <Panel title={t('sourcing.title')} subtitle={t('sourcing.subtitle')} testId="sourcing-card">
      <Stack spacing={2}>
        <FactList
          facts={[
            {
              key: 'manufacturer',
              label: t('equipment:form.manufacturer'),
              value: view.manufacturer ?? none,
            },
            { key: 'model', label: t('equipment:form.model'), value: view.model ?? none },
            {
              key: 'partReplacementValue',
              label: t('equipment:form.partReplacementValue', { currency }),
              value:
                view.partReplacementValue === null
                  ? none
                  : format.money(view.partReplacementValue, currency),
            },
            {
              key: 'labourAndOther',
              label: t('equipment:form.labourAndOther', { currency }),
              value:
                view.labourAndOther === null ? none : format.money(view.labourAndOther, currency),
            },
          ]}
        />
        <div>
          <Typography variant="subtitle2" component="h4">
            {t('sourcing.leadTimes')}
          </Typography>
          {view.leadTimes.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('sourcing.noLeadTimes')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {view.leadTimes.map((row) => (
                <ListItem key={row.issueId} disableGutters>
                  <ListItemText
                    primary={row.fault}
                    secondary={[
                      weeks(row.sparePartsWeeks) &&
                        t('sourcing.spareParts', { weeks: weeks(row.sparePartsWeeks) }),
                      weeks(row.avgPartsWeeks) &&
                        t('sourcing.avgParts', { weeks: weeks(row.avgPartsWeeks) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </div>
        {view.missing.length > 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary" data-testid="sourcing-missing">
              {t('sourcing.missing', {
                items: view.missing.map((item) => t(`sourcing.items.${item}`)).join(', '),
              })}
            </Typography>
            {editAction}
          </Stack>
        ) : null}
      </Stack>
    </Panel>
  );
}
