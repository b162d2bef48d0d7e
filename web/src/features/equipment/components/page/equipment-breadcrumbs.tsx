import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import type { Equipment } from '@shared/schemas/stored/equipment';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { registerHrefs } from '../../utils/register-hrefs';

/** Spec 2.13 breadcrumbs: Equipment > sub-system > equipment type, each a link to the register. */
export function EquipmentBreadcrumbs({
  registerHref,
  record,
}: {
  registerHref: string;
  record: Equipment;
}) {
  const { t } = useTranslation(['equipmentPage', 'enums']);
  const hrefs = registerHrefs(registerHref, record);
  return (
    <Breadcrumbs aria-label={t('breadcrumbs')} data-testid="equipment-breadcrumbs">
      <Link component={RouterLink} to={hrefs.register} underline="hover" color="inherit">
        {t('title')}
      </Link>
      {hrefs.subSystem && record.subSystem ? (
        <Link component={RouterLink} to={hrefs.subSystem} underline="hover" color="inherit">
          {t(`enums:subSystem.${record.subSystem}`)}
        </Link>
      ) : null}
      <Link component={RouterLink} to={hrefs.type} underline="hover" color="inherit">
        {record.type}
      </Link>
    </Breadcrumbs>
  );
}
