import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USE_TYPES } from '@shared/schemas/enums/building';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { FormYesNoField } from '@/components/ui/form/form-yes-no-field';
import type { GeneralFieldsProps } from './general-identity-fields';
import { GeneralSection } from './general-section';

const HALF = { xs: 12, md: 6 } as const;
const THIRD = { xs: 12, sm: 6, md: 4 } as const;

/** Spec 3.1 "Classification", "Size and age" and the operating hours. */
export function GeneralSizeFields({ control, readOnly }: GeneralFieldsProps) {
  const { t } = useTranslation(['wizardGeneral', 'enums']);
  const refurbished = useWatch({ control, name: 'hasMajorRefurbishment' });
  const useTypes = USE_TYPES.map((code) => ({ value: code, label: t(`enums:useType.${code}`) }));
  const m2 = t('units.m2');
  return (
    <>
      <GeneralSection title={t('general.section.classification')}>
        <Grid size={THIRD}>
          <FormSelectField
            control={control}
            name="useType"
            label={t('general.field.useType')}
            options={useTypes}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={THIRD}>
          <FormTextField
            control={control}
            name="sustainabilityRatingScheme"
            label={t('general.field.sustainabilityRatingScheme')}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={control}
            name="sustainabilityRating"
            label={t('general.field.sustainabilityRating')}
            helperText={t('general.section.rating')}
            disabled={readOnly}
          />
        </Grid>
      </GeneralSection>
      <GeneralSection title={t('general.section.size')}>
        <Grid size={HALF}>
          <FormNumberField
            control={control}
            name="storeysAboveGround"
            label={t('general.field.storeysAboveGround')}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={HALF}>
          <FormNumberField
            control={control}
            name="storeysBelowGround"
            label={t('general.field.storeysBelowGround')}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={THIRD}>
          <FormNumberField
            control={control}
            name="grossFloorAreaM2"
            label={t('general.field.grossFloorArea')}
            unit={m2}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={THIRD}>
          <FormNumberField
            control={control}
            name="netUsableAreaM2"
            label={t('general.field.netUsableArea')}
            unit={m2}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormNumberField
            control={control}
            name="internalFloorAreaM2"
            label={t('general.field.internalFloorArea')}
            unit={m2}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={HALF}>
          <FormNumberField
            control={control}
            name="floorToCeilingHeightM"
            label={t('general.field.floorToCeilingHeight')}
            unit={t('units.m')}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField
            control={control}
            name="constructionPeriod"
            label={t('general.field.constructionPeriod')}
            placeholder={t('general.hint.constructionPeriod')}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormNumberField
            control={control}
            name="constructionYear"
            label={t('general.field.constructionYear')}
            helperText={t('general.hint.constructionYear')}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={HALF}>
          <FormYesNoField
            control={control}
            name="hasMajorRefurbishment"
            label={t('general.field.hasMajorRefurbishment')}
            disabled={readOnly}
          />
        </Grid>
        {refurbished === true ? (
          <Grid size={HALF}>
            <FormNumberField
              control={control}
              name="refurbishmentYear"
              label={t('general.field.refurbishmentYear')}
              required
              disabled={readOnly}
            />
          </Grid>
        ) : null}
      </GeneralSection>
      <GeneralSection title={t('general.section.operation')}>
        <Grid size={HALF}>
          <FormNumberField
            control={control}
            name="operatingHoursPerYear"
            label={t('general.field.operatingHours')}
            unit={t('units.hoursPerYear')}
            disabled={readOnly}
          />
        </Grid>
      </GeneralSection>
    </>
  );
}
