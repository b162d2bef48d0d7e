import Grid from '@mui/material/Grid';
import { OTHER_SUPPLIER } from '@shared/schemas/stored/wizard-consumption';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { FormYesNoField } from '@/components/ui/form/form-yes-no-field';
import { supplierOptions } from '../utils/consumption-suppliers';
import type { ElectricityFormValues } from '../utils/consumption-values';

export interface ElectricitySupplierFieldsProps {
  control: Control<ElectricityFormValues>;
  readOnly: boolean;
}

/**
 * The supplier consent question and, when the user agrees, Account Number, Electricity Supplier
 * Company and Other Electricity Supplier (spec 3.5); the last is for a supplier not listed, so it
 * is editable once "Other" is chosen.
 */
export function ElectricitySupplierFields({ control, readOnly }: ElectricitySupplierFieldsProps) {
  const { t } = useTranslation('wizardConsumption');
  const [consent, company] = useWatch({ control, name: ['supplierConsent', 'supplierCompany'] });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormYesNoField
          control={control}
          name="supplierConsent"
          label={t('electricity.supplierConsent')}
          disabled={readOnly}
        />
      </Grid>
      {consent === true ? (
        <>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="accountNumber"
              label={t('electricity.accountNumber')}
              required
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="supplierCompany"
              label={t('electricity.supplierCompany')}
              options={supplierOptions(company, OTHER_SUPPLIER, t('electricity.other'))}
              required
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="otherSupplier"
              label={t('electricity.otherSupplier')}
              helperText={t('electricity.otherSupplierHint')}
              required={company === OTHER_SUPPLIER}
              disabled={readOnly || company !== OTHER_SUPPLIER}
            />
          </Grid>
        </>
      ) : null}
    </Grid>
  );
}
