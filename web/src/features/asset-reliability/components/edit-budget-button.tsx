import EditIcon from 'virtual:icons/Edit';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBudgetAllocations, useBudgetAllocations } from '../api/budget-allocations';
import { BudgetAllocationsDialog } from './budget-allocations-dialog';

/** "Edit allocations" of the maintenance budget, for owners and editors: opens the dialog. */
export function EditBudgetButton({
  buildingId,
  year,
  currency,
}: {
  buildingId: string;
  /** The figures' year, which the dialog opens on. */
  year: number;
  currency: string;
}) {
  const { t } = useTranslation('assetReliability');
  const [open, setOpen] = useState(false);
  const allocations = useBudgetAllocations(buildingId);
  const byYear = allocations.data?.byYear;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EditIcon />}
        onClick={() => setOpen(true)}
        disabled={!byYear}
        data-testid="edit-budget-allocations"
      >
        {t('budgetEdit.edit')}
      </Button>
      {open && byYear ? (
        <BudgetAllocationsDialog
          year={year}
          byYear={byYear}
          currency={currency}
          onSave={(chosenYear, values) => saveBudgetAllocations(buildingId, chosenYear, values)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
