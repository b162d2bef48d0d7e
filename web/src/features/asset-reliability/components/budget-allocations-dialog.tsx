import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BUDGET_SCOPES, type BudgetScope } from '@shared/schemas/enums/reliability';
import {
  budgetAllocationsSchema,
  budgetYearSchema,
  type BudgetAllocations,
  type BudgetAllocationsByYear,
} from '@shared/schemas/stored/maintenance-budget-allocation';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { useSaveThenClose } from '@/components/ui/form/use-save-then-close';
import { useFormat } from '@/lib/format/use-format';

/** The form: the year and one amount per scope, empty (undefined) for "use the yearly costs". */
const formSchema = budgetAllocationsSchema.extend({ year: budgetYearSchema });
type FormValues = { year: number | undefined } & Record<BudgetScope, number | undefined>;

/** The stored amounts of `year` as form values (every scope present, empty when not set). */
function amountsOf(
  byYear: BudgetAllocationsByYear,
  year: number,
): Record<BudgetScope, number | undefined> {
  const stored = byYear[String(year)] ?? {};
  return Object.fromEntries(BUDGET_SCOPES.map((scope) => [scope, stored[scope]])) as Record<
    BudgetScope,
    number | undefined
  >;
}

export interface BudgetAllocationsDialogProps {
  /** The year the dialog opens on (the figures' year). */
  year: number;
  /** What is stored, by year key: a chosen year's amounts fill the fields. */
  byYear: BudgetAllocationsByYear;
  /** ISO 4217 code of the building's currency: the amounts are in it. */
  currency: string;
  /** Stores the year's allocations in one write; rejects when refused or not answered. */
  onSave: (year: number, allocations: BudgetAllocations) => Promise<void>;
  onClose: () => void;
}

/** Maintenance budget allocations of one year, overall and per sub-system (spec 3.13). */
export function BudgetAllocationsDialog({
  year,
  byYear,
  currency,
  onSave,
  onClose,
}: BudgetAllocationsDialogProps) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const symbol = format.currencySymbol(currency);
  const { failed, save } = useSaveThenClose(onClose);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema) as unknown as Resolver<FormValues>,
    defaultValues: { year, ...amountsOf(byYear, year) },
  });
  const { control, formState } = form;
  // Another valid year shows what is stored for it (the amounts typed for the last year go).
  const chosenYear = useWatch({ control, name: 'year' });
  const shownYear = useRef(year);
  useEffect(() => {
    if (!budgetYearSchema.safeParse(chosenYear).success || chosenYear === shownYear.current) return;
    shownYear.current = chosenYear as number;
    for (const [scope, amount] of Object.entries(amountsOf(byYear, chosenYear as number))) {
      form.setValue(scope as BudgetScope, amount);
    }
  }, [byYear, chosenYear, form]);
  const submit = form.handleSubmit(async (values) => {
    const allocations: BudgetAllocations = {};
    for (const scope of BUDGET_SCOPES) {
      const amount = values[scope];
      if (amount !== undefined) allocations[scope] = amount;
    }
    await save(() => onSave(values.year as number, allocations));
  });
  return (
    <FormDialog
      title={t('budgetEdit.title')}
      titleId="budget-allocations-title"
      maxWidth="sm"
      onSubmit={(event) => void submit(event)}
      submitting={formState.isSubmitting}
      failed={failed}
      failedText={t('budgetEdit.saveFailed')}
      labels={{
        cancel: t('budgetEdit.cancel'),
        save: t('budgetEdit.save'),
        saving: t('budgetEdit.saving'),
      }}
      onClose={onClose}
      formTestId="budget-allocations-form"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('budgetEdit.intro', { currency: symbol })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormNumberField control={control} name="year" label={t('budgetEdit.year')} required />
        <Box />
        {BUDGET_SCOPES.map((scope) => (
          <FormNumberField
            key={scope}
            control={control}
            name={scope}
            label={t(`enums:budgetScope.${scope}`)}
            unit={symbol}
            helperText={scope === 'overall' ? t('budgetEdit.overallHelp') : undefined}
          />
        ))}
      </Box>
    </FormDialog>
  );
}
