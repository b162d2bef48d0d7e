import AddIcon from 'virtual:icons/Add';
import DeleteOutlineIcon from 'virtual:icons/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SPACE_USAGE_TYPES } from '@shared/schemas/enums/building';
import type { SpaceRow } from '@shared/schemas/stored/wizard-activity';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { emptySpaceRow } from '../utils/activity-rows';
import type { ActivitySectionProps } from './activity-days-section';

/** Spec 2.7 "Spaces section" and 3.4: the spaces of the building, edited in place. */
export function ActivitySpacesSection({ form, readOnly }: ActivitySectionProps) {
  const { t } = useTranslation(['wizardGeneral', 'enums']);
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'spaces' });
  const spaceTypes = SPACE_USAGE_TYPES.map((code) => ({
    value: code,
    label: t(`enums:spaceUsageType.${code}`),
  }));
  const columns = [
    ['name', 180],
    ['type', 200],
    ['area', 130],
    ['floor', 220],
    ['operatingHours', 150],
    ['action', 64],
  ] as const;
  return (
    <Stack component="section" spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('activity.section.spaces')}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('activity.section.spaces')}>
          <TableHead>
            <TableRow>
              {columns.map(([column, width]) => (
                <TableCell key={column} sx={{ minWidth: width, fontWeight: 600 }}>
                  {t(`spaces.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 3 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('spaces.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {fields.map((field, index) => (
              <TableRow key={field.id} sx={{ verticalAlign: 'top' }}>
                <TableCell>
                  <FormTextField
                    control={control}
                    name={`spaces.${index}.name`}
                    label={t('spaces.name')}
                    required
                    disabled={readOnly}
                  />
                </TableCell>
                <TableCell>
                  <FormSelectField
                    control={control}
                    name={`spaces.${index}.spaceType`}
                    label={t('spaces.type')}
                    options={spaceTypes}
                    required
                    disabled={readOnly}
                  />
                </TableCell>
                <TableCell>
                  <FormNumberField
                    control={control}
                    name={`spaces.${index}.areaM2`}
                    label={t('spaces.area')}
                    unit={t('units.m2')}
                    required
                    disabled={readOnly}
                  />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <FormNumberField
                      control={control}
                      name={`spaces.${index}.fromFloor`}
                      label={t('spaces.fromFloor')}
                      required
                      disabled={readOnly}
                    />
                    <FormNumberField
                      control={control}
                      name={`spaces.${index}.toFloor`}
                      label={t('spaces.toFloor')}
                      required
                      disabled={readOnly}
                    />
                  </Stack>
                </TableCell>
                <TableCell>
                  <FormNumberField
                    control={control}
                    name={`spaces.${index}.operatingHoursPerWeek`}
                    label={t('spaces.operatingHours')}
                    unit={t('units.hoursPerWeek')}
                    disabled={readOnly}
                  />
                </TableCell>
                <TableCell>
                  <IconButton
                    aria-label={t('spaces.remove', { number: index + 1 })}
                    onClick={() => remove(index)}
                    disabled={readOnly}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        onClick={() => append(emptySpaceRow() as SpaceRow)}
        disabled={readOnly}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('spaces.add')}
      </Button>
    </Stack>
  );
}
