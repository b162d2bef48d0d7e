import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RegistryEntry } from '@shared/schemas/stored/registry';
import { useFormat } from '@/lib/format/use-format';
import { registryAddress } from '../utils/registry-prefill';

/** Floor area, year built and use type of a registry building, as one line or a list. */
export function useRegistryFacts(entry: RegistryEntry): { label: string; value: string }[] {
  const { t } = useTranslation(['buildingSearch', 'enums']);
  const format = useFormat();
  const facts: { label: string; value: string }[] = [];
  if (entry.grossFloorAreaM2 !== undefined) {
    facts.push({
      label: t('buildingSearch:fields.floorArea'),
      value: format.area(entry.grossFloorAreaM2),
    });
  }
  if (entry.constructionYear !== undefined) {
    facts.push({
      label: t('buildingSearch:fields.yearBuilt'),
      value: String(entry.constructionYear),
    });
  }
  if (entry.useType !== undefined) {
    facts.push({
      label: t('buildingSearch:fields.useType'),
      value: t(`enums:useType.${entry.useType}`),
    });
  }
  return facts;
}

/** The details shown before the user confirms a registry building. */
export function RegistryDetails({ entry }: { entry: RegistryEntry }) {
  const { t } = useTranslation('buildingSearch');
  const rows = [
    { label: t('fields.name'), value: entry.name },
    { label: t('fields.address'), value: registryAddress(entry) },
    ...useRegistryFacts(entry),
  ];
  return (
    <Box
      component="dl"
      data-testid="registry-details"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
