import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import type { BuildingState } from '../api/subscribe-building';
import { DateRangeFilter } from './date-range-filter';

/** Spec 2.8: the General Building Information panel. */
export function GeneralPanel({ building }: { building: BuildingState }) {
  const { t } = useTranslation(['buildings', 'enums']);
  const format = useFormat();
  const general = building.general ?? { name: '' };
  const meta = building.meta;
  const storeys = [
    general.storeysAboveGround !== undefined
      ? t('general.storeysAbove', { count: general.storeysAboveGround })
      : '',
    general.storeysBelowGround
      ? t('general.storeysBelow', { count: general.storeysBelowGround })
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  const constructed = [
    general.constructionYear !== undefined
      ? String(general.constructionYear)
      : (general.constructionPeriod ?? ''),
    general.hasMajorRefurbishment && general.refurbishmentYear
      ? t('general.refurbished', { year: general.refurbishmentYear })
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  const fields: [string, string][] = [
    [t('general.buildingNo'), general.buildingNumber ?? ''],
    [t('general.street'), general.street ?? ''],
    [t('general.city'), general.city ?? ''],
    [t('general.state'), general.state ?? ''],
    [t('general.postCode'), general.postCode ?? ''],
    [t('general.country'), format.region(general.country)],
    [t('general.useType'), general.useType ? t(`enums:useType.${general.useType}`) : ''],
    [t('general.internalFloorArea'), format.area(general.internalFloorAreaM2)],
    [
      t('general.greenRating'),
      [general.sustainabilityRatingScheme, general.sustainabilityRating].filter(Boolean).join(' '),
    ],
    [t('general.storey'), storeys],
    [t('general.constructed'), constructed],
    [
      t('general.operatingHours'),
      general.operatingHoursPerYear !== undefined
        ? t('general.hoursPerYear', { hours: format.number(general.operatingHoursPerYear) })
        : '',
    ],
    // The user's time zone (the stored instant is UTC).
    [t('general.lastEdited'), format.dateTime(meta?.updatedAtMs)],
    [t('general.editedBy'), meta?.editedBy ?? ''],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="general-panel">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}
      >
        <Typography variant="h6" component="h2">
          {t('general.title')}
        </Typography>
        <DateRangeFilter allowed={building.billMonths} />
      </Stack>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {fields.map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value || '—'}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}
