import DeleteIcon from 'virtual:icons/Delete';
import EditIcon from 'virtual:icons/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { EquipmentImage } from './equipment-image';
import { FactList, type Fact } from './fact-list';
import { MONEY_FIELDS } from '../../utils/equipment-form';

export interface EquipmentDetailsCardProps {
  record: Equipment;
  figures: MetricsEquipmentReliability | undefined;
  imageSrc: string | null;
  currency: string;
  /** Edit and Delete, for owners and editors. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** Spec 2.13 Equipment Details: every field of the record (spec 3.12), its figures and image. */
export function EquipmentDetailsCard(props: EquipmentDetailsCardProps) {
  const { record, figures, currency } = props;
  const { t } = useTranslation(['equipmentPage', 'equipment', 'enums']);
  const format = useFormat();
  const titleId = useId();
  const none = t('details.notRecorded');
  const text = (value: string | undefined) => (value ? value : none);
  const money = (value: number | undefined) =>
    value === undefined ? none : format.money(value, currency);
  const number = (value: number | undefined, digits?: number) =>
    value === undefined ? none : format.number(value, digits);
  const depreciation = figures?.depreciation;
  const warranty = figures?.warranty;
  const warrantyText =
    record.warrantyYears === undefined
      ? none
      : warranty
        ? t(`details.warrantyState.${warranty.state}`, {
            years: format.number(record.warrantyYears),
            date: format.date(warranty.expiresAtMs),
          })
        : format.number(record.warrantyYears);
  const facts: Fact[] = [
    { key: 'assetId', label: t('equipment:form.assetId'), value: record.assetId },
    { key: 'name', label: t('equipment:form.name'), value: record.name },
    { key: 'type', label: t('equipment:form.type'), value: record.type },
    { key: 'system', label: t('equipment:form.system'), value: text(record.system) },
    {
      key: 'subSystem',
      label: t('equipment:form.subSystem'),
      value: record.subSystem ? t(`enums:subSystem.${record.subSystem}`) : none,
    },
    { key: 'part', label: t('equipment:form.part'), value: text(record.part) },
    { key: 'model', label: t('equipment:form.model'), value: text(record.model) },
    {
      key: 'manufacturer',
      label: t('equipment:form.manufacturer'),
      value: text(record.manufacturer),
    },
    { key: 'location', label: t('equipment:form.location'), value: text(record.location) },
    {
      key: 'installedOn',
      label: t('equipment:form.installedOn'),
      value: record.installedOn ? format.date(record.installedOn) : none,
    },
    {
      key: 'commissionedOn',
      label: t('equipment:form.commissionedOn'),
      value: record.commissionedOn ? format.date(record.commissionedOn) : none,
    },
    { key: 'capacity', label: t('equipment:form.capacityKwh'), value: number(record.capacityKwh) },
    {
      key: 'initialValue',
      label: t('equipment:form.initialValue', { currency }),
      value: money(record.initialValue),
    },
    { key: 'age', label: t('details.age'), value: number(figures?.ageYears, 1) },
    {
      key: 'expectedLife',
      label: t('equipment:form.expectedLifeYears'),
      value: figures
        ? t(`details.lifeSource.${figures.expectedLife.source}`, {
            years: format.number(figures.expectedLife.years),
          })
        : number(record.expectedLifeYears),
    },
    {
      key: 'depreciationMode',
      label: t('equipment:form.depreciationMode'),
      value: record.depreciationMode
        ? t(`enums:depreciationMethod.${record.depreciationMode}`)
        : none,
    },
    {
      key: 'depreciationBasis',
      label: t('equipment:form.depreciationBasis'),
      value: record.depreciationBasis
        ? t(`enums:depreciationBasis.${record.depreciationBasis}`)
        : none,
    },
    {
      key: 'bookValue',
      label: t('details.bookValue', { currency }),
      value: money(depreciation?.bookValueNow),
    },
    {
      key: 'depreciatedPct',
      label: t('details.depreciatedPct'),
      value: depreciation ? format.percent(depreciation.depreciatedPct / 100) : none,
    },
    ...MONEY_FIELDS.map((key) => ({
      key,
      label: t(`equipment:form.${key}`, { currency }),
      value: money(record[key]),
    })),
    {
      key: 'maintenanceIncrease',
      label: t('equipment:form.maintenanceIncreasePct'),
      value: number(record.maintenanceIncreasePct, 1),
    },
    { key: 'warranty', label: t('equipment:form.warrantyYears'), value: warrantyText },
    {
      key: 'condition',
      label: t('equipment:form.conditionPct'),
      value: number(record.conditionPct),
    },
    {
      key: 'health',
      label: t('details.health'),
      value: figures?.health ? format.number(figures.health.score, 0) : t('details.noHealth'),
    },
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2 }}
      data-testid="equipment-details"
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
      >
        <Typography id={titleId} variant="h6" component="h3" sx={{ mr: 'auto' }}>
          {t('details.title')}
        </Typography>
        {props.onEdit ? (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={props.onEdit}>
            {t('actions.edit')}
          </Button>
        ) : null}
        {props.onDelete ? (
          <Button color="error" startIcon={<DeleteIcon />} onClick={props.onDelete}>
            {t('actions.delete')}
          </Button>
        ) : null}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 1fr) 3fr' },
          alignItems: 'start',
        }}
      >
        <EquipmentImage src={props.imageSrc} name={record.name} />
        <FactList facts={facts} />
      </Box>
    </Paper>
  );
}
