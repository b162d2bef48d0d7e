import Grid from '@mui/material/Grid';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_DAYS, type ActivityDay } from '@shared/schemas/enums/building';
import type { ActivityStepForm } from '@shared/schemas/stored/wizard-activity';
import { FormCheckboxField } from '@/components/ui/form/form-checkbox-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { GeneralSection } from './general-section';

export interface ActivitySectionProps {
  form: UseFormReturn<ActivityStepForm>;
  readOnly: boolean;
}

/** Spec 3.2: "Operates on" each day, with Start and End time as HH:MM on operating days. */
export function ActivityDaysSection({ form, readOnly }: ActivitySectionProps) {
  const { t } = useTranslation(['wizardGeneral', 'enums']);
  const days = useWatch({ control: form.control, name: 'activity.days' });
  const clearTimes = (day: ActivityDay) => {
    form.setValue(`activity.days.${day}.start`, undefined, { shouldDirty: true });
    form.setValue(`activity.days.${day}.end`, undefined, { shouldDirty: true });
    form.clearErrors([`activity.days.${day}.start`, `activity.days.${day}.end`]);
  };
  return (
    <GeneralSection title={t('activity.section.operatesOn')} hint={t('activity.hint.operatesOn')}>
      {ACTIVITY_DAYS.map((day) => {
        const operates = days[day]?.operates === true;
        const time = (part: 'start' | 'end') => (
          <FormTextField
            control={form.control}
            name={`activity.days.${day}.${part}`}
            label={t(`activity.${part}`)}
            placeholder={t('activity.timePlaceholder')}
            required={operates}
            disabled={readOnly || !operates}
          />
        );
        return (
          <Grid
            key={day}
            size={12}
            container
            spacing={2}
            role="group"
            aria-label={t(`enums:activityDay.${day}`)}
            sx={{ alignItems: 'flex-start' }}
          >
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormCheckboxField
                control={form.control}
                name={`activity.days.${day}.operates`}
                label={t(`enums:activityDay.${day}`)}
                disabled={readOnly}
                onToggle={(checked) => {
                  if (!checked) clearTimes(day);
                }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>{time('start')}</Grid>
            <Grid size={{ xs: 6, sm: 4 }}>{time('end')}</Grid>
          </Grid>
        );
      })}
    </GeneralSection>
  );
}
