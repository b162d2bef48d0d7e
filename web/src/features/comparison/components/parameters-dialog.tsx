import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComparisonParameters } from '@shared/schemas/stored/comparison-parameters';
import {
  COMPARISON_SUB_SYSTEMS,
  MONITORED_EQUIPMENT_TYPES,
} from '@shared/schemas/enums/reliability';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  formValuesOf,
  parametersFormSchema,
  parametersOf,
  type ParametersFormValues,
} from '../utils/parameters-form';
import { AdditionalEquipmentField } from './additional-equipment-field';
import { CheckboxGroup } from './checkbox-group';
import { PeerBuildingsField, type PeerOption } from './peer-buildings-field';
import { ParametersSummary } from './parameters-summary';

export interface ParametersDialogProps {
  parameters: ComparisonParameters;
  /** The user's other buildings (never this one). */
  buildings: readonly PeerOption[];
  /** Owners and editors change the parameters; viewers see them read-only. */
  canEdit: boolean;
  /** Stores the parameters in one write; rejects when refused or not answered. */
  onSave: (parameters: ComparisonParameters) => Promise<void>;
  onClose: () => void;
}

/**
 * Spec 2.10 / 3.13 Comparison Parameters: the buildings to benchmark against, the sub-systems and
 * the other monitored equipment. Update stores them (the figures are recomputed); Cancel changes
 * nothing. A failed save keeps the choices on screen.
 */
export function ParametersDialog({
  parameters,
  buildings,
  canEdit,
  onSave,
  onClose,
}: ParametersDialogProps) {
  const { t } = useTranslation(['comparison', 'enums']);
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  const form = useForm<ParametersFormValues>({
    resolver: zodResolver(parametersFormSchema),
    defaultValues: formValuesOf(parameters),
  });
  const { control, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await onSave(parametersOf(values));
      onClose();
    } catch {
      setFailed(true);
    }
  });
  const disabled = !canEdit || formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="comparison-parameters">
        <DialogTitle id={titleId}>{t('parameters.title')}</DialogTitle>
        <DialogContent dividers>
          {canEdit ? (
            <Stack spacing={3}>
              <Controller
                control={control}
                name="buildingIds"
                render={({ field }) => (
                  <PeerBuildingsField
                    value={field.value}
                    onChange={field.onChange}
                    options={buildings}
                    disabled={disabled}
                  />
                )}
              />
              <Controller
                control={control}
                name="subSystems"
                render={({ field }) => (
                  <CheckboxGroup
                    legend={t('parameters.subSystems')}
                    help={t('parameters.subSystemsHelp')}
                    options={COMPARISON_SUB_SYSTEMS.map((key) => ({
                      key,
                      label: t(`enums:comparisonSubSystem.${key}`),
                    }))}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={disabled}
                    testId="parameters-sub-systems"
                  />
                )}
              />
              <Stack spacing={1}>
                <Controller
                  control={control}
                  name="monitoredEquipment"
                  render={({ field }) => (
                    <CheckboxGroup
                      legend={t('parameters.monitoredEquipment')}
                      options={MONITORED_EQUIPMENT_TYPES.map((key) => ({
                        key,
                        label: t(`enums:monitoredEquipmentType.${key}`),
                      }))}
                      value={field.value}
                      onChange={field.onChange}
                      disabled={disabled}
                      testId="parameters-monitored"
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="additional"
                  render={({ field }) => (
                    <AdditionalEquipmentField
                      value={field.value}
                      onChange={field.onChange}
                      disabled={disabled}
                    />
                  )}
                />
              </Stack>
              {failed ? (
                <Alert severity="error" role="alert">
                  {t('parameters.saveFailed')}
                </Alert>
              ) : null}
              {buildings.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('parameters.noBuildings')}
                </Typography>
              ) : null}
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Alert severity="info">{t('parameters.readOnly')}</Alert>
              <ParametersSummary parameters={parameters} buildings={buildings} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {canEdit ? (
            <>
              <Button onClick={onClose} disabled={formState.isSubmitting}>
                {t('parameters.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t('parameters.saving') : t('parameters.update')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={onClose}>
              {t('parameters.close')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
