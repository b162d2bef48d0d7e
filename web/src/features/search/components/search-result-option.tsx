import ApartmentIcon from 'virtual:icons/Apartment';
import MailOutlineIcon from 'virtual:icons/MailOutline';
import PrecisionManufacturingIcon from 'virtual:icons/PrecisionManufacturing';
import TipsAndUpdatesIcon from 'virtual:icons/TipsAndUpdates';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { searchItemHref, type SearchItem } from '../utils/search-groups';

const ICONS = {
  building: ApartmentIcon,
  equipment: PrecisionManufacturingIcon,
  measure: TipsAndUpdatesIcon,
  message: MailOutlineIcon,
} as const;

/** The second line of a result: where it is and what it is. */
function useDetail(item: SearchItem): string {
  const { t } = useTranslation(['search', 'enums']);
  const parts: string[] = [];
  switch (item.kind) {
    case 'building':
      parts.push(item.street, [item.postCode, item.city].filter(Boolean).join(' '));
      if (item.buildingNumber)
        parts.push(t('search:option.buildingNumber', { number: item.buildingNumber }));
      break;
    case 'equipment':
      if (item.assetId && item.assetId !== item.title)
        parts.push(t('search:option.equipmentId', { id: item.assetId }));
      parts.push(
        item.type,
        item.manufacturer,
        t('search:option.inBuilding', { building: item.buildingTitle }),
      );
      break;
    case 'measure':
      if (item.subSystem) parts.push(t(`enums:subSystem.${item.subSystem}`));
      parts.push(t('search:option.inBuilding', { building: item.buildingTitle }));
      break;
    case 'message':
      parts.push(item.detail);
      break;
  }
  return parts.filter(Boolean).join(' · ');
}

export interface SearchResultOptionProps {
  item: SearchItem;
  id: string;
  active: boolean;
  onPoint: () => void;
}

/** One result: a link in the role of a listbox option, highlighted while active. */
export function SearchResultOption({ item, id, active, onPoint }: SearchResultOptionProps) {
  const Icon = ICONS[item.kind];
  const detail = useDetail(item);
  return (
    <Box
      component={RouterLink}
      to={searchItemHref(item)}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onMouseMove={active ? undefined : onPoint}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        px: 2,
        py: 1,
        color: 'text.primary',
        textDecoration: 'none',
        bgcolor: active ? 'action.selected' : 'transparent',
        outline: active ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
      }}
    >
      <Icon color="action" aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap>{item.title}</Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {detail}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
