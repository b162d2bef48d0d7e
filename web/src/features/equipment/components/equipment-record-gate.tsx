import BuildIcon from 'virtual:icons/Build';
import Button from '@mui/material/Button';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useEquipmentRegister } from '../api/use-equipment-register';

/**
 * One equipment's record from the register, live: loading (or `gone`, deleted and on the way
 * back), the register refused, no such equipment, or the page given the record.
 */
export function EquipmentRecordGate(props: {
  buildingId: string;
  equipmentId: string;
  registerHref: string;
  gone: boolean;
  children: (record: Equipment) => ReactNode;
}) {
  const { t } = useTranslation('equipmentPage');
  const register = useEquipmentRegister(props.buildingId);
  if (!register.data || props.gone) return <LoadingScreen inline />;
  if (register.data.failed) {
    return (
      <EmptyState
        icon={<BuildIcon />}
        title={t('denied.title')}
        description={t('denied.description')}
      />
    );
  }
  const record = register.data.records[props.equipmentId];
  if (!record) {
    return (
      <EmptyState
        icon={<BuildIcon />}
        title={t('unknown.title')}
        description={t('unknown.description')}
        action={
          <Button variant="contained" component={RouterLink} to={props.registerHref}>
            {t('unknown.back')}
          </Button>
        }
      />
    );
  }
  return <>{props.children(record)}</>;
}
