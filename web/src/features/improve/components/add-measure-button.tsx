import AddIcon from 'virtual:icons/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MEASURE_KINDS, type MeasureKind } from '@shared/schemas/enums/analysis';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Add measure: the catalog of spec 3.14, then a custom measure. */
export function AddMeasureButton({ onAdd }: { onAdd: (kind: MeasureKind) => void }) {
  const { t } = useTranslation(['improve', 'enums']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const pick = (kind: MeasureKind) => {
    setAnchor(null);
    onAdd(kind);
  };
  const catalog = MEASURE_KINDS.filter((kind) => kind !== 'custom');
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="add-measure"
      >
        {t('measures.add')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('measures.addMenu') } }}
      >
        {catalog.map((kind) => (
          <MenuItem key={kind} onClick={() => pick(kind)} data-testid={`add-measure-${kind}`}>
            {t(`enums:measureKind.${kind}`)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => pick('custom')} data-testid="add-measure-custom">
          {t('measures.custom')}
        </MenuItem>
      </Menu>
    </>
  );
}
