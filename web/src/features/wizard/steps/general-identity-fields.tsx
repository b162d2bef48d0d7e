import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BuildingGeneral } from '@shared/schemas/stored/building-general';
import { CURRENCIES } from '@shared/schemas/enums/account';
import { ORIENTATIONS } from '@shared/schemas/enums/building';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { currencyOptionLabel } from '@/lib/format/currency-names';
import { formattingLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { countryOptions } from '../utils/general-countries';
import { GeneralSection } from './general-section';

export interface GeneralFieldsProps {
  control: Control<BuildingGeneral>;
  readOnly: boolean;
}

const HALF = { xs: 12, md: 6 } as const;
const THIRD = { xs: 12, sm: 6, md: 4 } as const;

/**
 * Spec 3.1 "Identity and address": name, number, title, address, country, location, orientation;
 * and the building's currency (DESIGN.md section 10), the currency of all its amounts.
 */
export function GeneralIdentityFields({ control, readOnly }: GeneralFieldsProps) {
  const { t } = useTranslation(['wizardGeneral', 'enums']);
  const { language } = useLanguage();
  const countries = useMemo(() => countryOptions(formattingLocale(language)), [language]);
  const currencies = useMemo(
    () =>
      CURRENCIES.map((code) => ({
        value: code,
        label: currencyOptionLabel(code, formattingLocale(language)),
      })),
    [language],
  );
  const orientations = ORIENTATIONS.map((code) => ({
    value: code,
    label: t(`enums:orientation.${code}`),
  }));
  const text = (name: keyof BuildingGeneral & keyof typeof LABELS, required = false) => (
    <FormTextField
      control={control}
      name={name}
      label={t(LABELS[name])}
      required={required}
      disabled={readOnly}
    />
  );
  return (
    <>
      <GeneralSection title={t('general.section.identity')}>
        <Grid size={HALF}>{text('name', true)}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{text('buildingNumber')}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{text('title')}</Grid>
        <Grid size={HALF}>
          <FormSelectField
            control={control}
            name="orientation"
            label={t('general.field.orientation')}
            options={orientations}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={HALF}>
          <FormSelectField
            control={control}
            name="currency"
            label={t('general.field.currency')}
            helperText={t('general.hint.currency')}
            options={currencies}
            disabled={readOnly}
          />
        </Grid>
      </GeneralSection>
      <GeneralSection title={t('general.section.address')}>
        <Grid size={HALF}>{text('street')}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{text('postCode')}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{text('city')}</Grid>
        <Grid size={THIRD}>{text('state')}</Grid>
        <Grid size={THIRD}>
          <FormSelectField
            control={control}
            name="country"
            label={t('general.field.country')}
            options={countries}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{text('address')}</Grid>
      </GeneralSection>
      <GeneralSection title={t('general.section.location')} hint={t('general.hint.location')}>
        <Grid size={HALF}>
          <FormNumberField
            control={control}
            name="latitudeDeg"
            label={t('general.field.latitude')}
            unit={t('units.degrees')}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={HALF}>
          <FormNumberField
            control={control}
            name="longitudeDeg"
            label={t('general.field.longitude')}
            unit={t('units.degrees')}
            disabled={readOnly}
          />
        </Grid>
      </GeneralSection>
    </>
  );
}

const LABELS = {
  name: 'general.field.name',
  buildingNumber: 'general.field.buildingNumber',
  title: 'general.field.title',
  street: 'general.field.street',
  postCode: 'general.field.postCode',
  city: 'general.field.city',
  state: 'general.field.state',
  address: 'general.field.address',
} as const;
