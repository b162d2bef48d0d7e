import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { Equipment } from '@shared/schemas/stored/equipment';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import {
  addRecordEntry,
  removeRecordEntry,
  replaceRecordEntry,
  saveObsolescence,
  type RecordList,
  type RecordLists,
} from '../../api/equipment-record-writes';
import { AlertForm } from './alert-form';
import { IssueForm } from './issue-form';
import { LogForm } from './log-form';
import { ObsolescenceTab } from './obsolescence-tab';
import { useRecordColumns } from './record-columns';
import { RecordListTab } from './record-list-tab';
import { sortAlerts, sortIssues, sortLogs, sortTasks } from './record-values';
import { TaskForm } from './task-form';

const TABS = ['logs', 'alerts', 'issues', 'tasks', 'obsolescence'] as const;
type TabKey = (typeof TABS)[number];

export interface EquipmentRecordsProps {
  buildingId: string;
  equipmentId: string;
  record: Equipment;
  /** Owners and editors add, edit and remove; viewers read. */
  canEdit: boolean;
  /** ISO 4217 code of the building's currency. */
  currency: string;
}

/**
 * An equipment's records (spec 3.12, 3.13, 9.1, 9.7): Maintenance & Sensor Logs, Alerts,
 * Potential Issues, Maintenance Tasks and the Obsolescence assessment, one tab each.
 */
export function EquipmentRecords({
  buildingId,
  equipmentId,
  record,
  canEdit,
  currency,
}: EquipmentRecordsProps) {
  const { t } = useTranslation('equipmentRecords');
  const [tab, setTab] = useState<TabKey>('logs');
  const baseId = useId();
  const columns = useRecordColumns(currency);
  const format = useFormat();
  const handlers = <L extends RecordList>(list: L) => ({
    list,
    canEdit,
    onAdd: (entry: RecordLists[L]) => addRecordEntry(buildingId, equipmentId, list, entry),
    onReplace: (id: string, entry: RecordLists[L]) =>
      replaceRecordEntry(buildingId, equipmentId, list, id, entry),
    onRemove: (id: string) => removeRecordEntry(buildingId, equipmentId, list, id),
  });
  const count = (list: RecordList) => Object.keys(record[list] ?? {}).length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${baseId}-title`} sx={{ p: 2 }}>
      <Typography id={`${baseId}-title`} variant="h6" component="h3">
        {t('title')}
      </Typography>
      {!canEdit ? (
        <Typography variant="body2" color="text.secondary">
          {t('readOnly')}
        </Typography>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('title')}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              id={`${baseId}-tab-${key}`}
              aria-controls={`${baseId}-panel-${key}`}
              label={
                key === 'obsolescence'
                  ? t('tabs.obsolescence')
                  : `${t(`tabs.${key}`)} (${format.number(count(key))})`
              }
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'logs' ? (
          <RecordListTab
            {...handlers('logs')}
            entries={sortLogs(record.logs)}
            columns={columns.logs}
            describe={columns.describe.log}
            renderForm={(props) => <LogForm {...props} currency={currency} />}
          />
        ) : tab === 'alerts' ? (
          <RecordListTab
            {...handlers('alerts')}
            entries={sortAlerts(record.alerts)}
            columns={columns.alerts}
            describe={columns.describe.alert}
            renderForm={(props) => <AlertForm {...props} />}
          />
        ) : tab === 'issues' ? (
          <RecordListTab
            {...handlers('issues')}
            entries={sortIssues(record.issues)}
            columns={columns.issues}
            describe={columns.describe.issue}
            renderForm={(props) => <IssueForm {...props} currency={currency} />}
          />
        ) : tab === 'tasks' ? (
          <RecordListTab
            {...handlers('tasks')}
            entries={sortTasks(record.tasks)}
            columns={columns.tasks}
            describe={columns.describe.task}
            renderForm={(props) => <TaskForm {...props} />}
          />
        ) : (
          <ObsolescenceTab
            assessment={record.obsolescence}
            canEdit={canEdit}
            onSave={(assessment) => saveObsolescence(buildingId, equipmentId, assessment)}
          />
        )}
      </div>
    </Paper>
  );
}
