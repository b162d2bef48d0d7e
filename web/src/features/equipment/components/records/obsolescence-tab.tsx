import EditOutlinedIcon from 'virtual:icons/EditOutlined';
import DeleteOutlineIcon from 'virtual:icons/DeleteOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Obsolescence } from '@shared/schemas/stored/reliability';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';
import { ObsolescenceForm } from './obsolescence-form';
import { reasonCodes } from './record-values';

/** The obsolescence assessment: shown, assessed, changed or removed as a whole. */
export function ObsolescenceTab({
  assessment,
  canEdit,
  onSave,
}: {
  assessment: Obsolescence | undefined;
  canEdit: boolean;
  /** Stores the whole assessment, or removes it (`null`). */
  onSave: (assessment: Obsolescence | null) => Promise<void>;
}) {
  const { t } = useTranslation(['equipmentRecords', 'enums']);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const form = editing ? (
    <ObsolescenceForm
      entry={assessment}
      onSave={(value) => onSave(value)}
      onClose={() => setEditing(false)}
    />
  ) : null;
  if (!assessment) {
    return (
      <>
        <EmptyState
          title={t('obsolescence.emptyTitle')}
          description={t(canEdit ? 'obsolescence.emptyEditor' : 'obsolescence.emptyViewer')}
          action={
            canEdit ? (
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('obsolescence.add')}
              </Button>
            ) : null
          }
        />
        {form}
      </>
    );
  }
  const category = t(`enums:obsolescenceCategory.${assessment.category}`);
  const reasons = reasonCodes(assessment);
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="overline" component="h4" color="text.secondary">
          {t('obsolescence.category')}
        </Typography>
        <Typography variant="subtitle1">{category}</Typography>
      </div>
      <div>
        <Typography variant="overline" component="h4" color="text.secondary">
          {t('obsolescence.reasons')}
        </Typography>
        {reasons.length ? (
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {reasons.map((code) => (
              <li key={code}>
                <Typography>
                  {t(
                    `enums:obsolescenceReason.${code}` as 'enums:obsolescenceReason.repairTooSlow',
                  )}
                </Typography>
              </li>
            ))}
          </ul>
        ) : (
          <Typography color="text.secondary">{t('obsolescence.noReasons')}</Typography>
        )}
      </div>
      {assessment.note ? (
        <div>
          <Typography variant="overline" component="h4" color="text.secondary">
            {t('obsolescence.note')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{assessment.note}</Typography>
        </div>
      ) : null}
      {canEdit ? (
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            onClick={() => setEditing(true)}
          >
            {t('obsolescence.edit')}
          </Button>
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setRemoving(true)}>
            {t('obsolescence.remove')}
          </Button>
        </Stack>
      ) : null}
      {form}
      {removing ? (
        <ConfirmRemoveDialog
          name={t('obsolescence.assessmentName', { category })}
          onConfirm={() => onSave(null)}
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </Stack>
  );
}
