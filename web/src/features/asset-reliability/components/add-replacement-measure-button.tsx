import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { measureDraftFromObsolescence } from '@shared/domain/metrics/measures/from-obsolescence';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { dayKeyInZone } from '@/lib/format/time-zone';
import { useFormat } from '@/lib/format/use-format';
import { nowMs } from '@/lib/clock';

type Outcome = 'added' | 'exists' | 'failed';

/**
 * Spec 2.12 "+ Add to Improvement Measures": stores a proposed measure that replaces the
 * equipment (kind, investment, life and efficiency from its replacement evaluation) and says
 * so; a second click is refused with a clear message. The "+" is part of the label, as the spec
 * writes it, not an icon.
 */
export function AddReplacementMeasureButton({
  equipmentId,
  onAdd,
  record,
  figures,
  improveHref,
}: {
  equipmentId: string;
  /** Stores the measure once under the equipment's key: `added`, or `exists` when it is there. */
  onAdd: (measure: ImprovementMeasure) => Promise<'added' | 'exists'>;
  record: Equipment;
  figures: MetricsEquipmentReliability;
  improveHref: string;
}) {
  const { t } = useTranslation('assetReliability');
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const draft = measureDraftFromObsolescence({
    equipment: record,
    findings: figures.obsolescence ?? [],
    replacement: figures.replacement,
    name: t('addMeasure.name', { name: record.name }),
    startOn: dayKeyInZone(nowMs(), format.timeZone),
  });
  if (!draft) return null;
  const add = async () => {
    setBusy(true);
    try {
      setOutcome(await onAdd(draft.measure));
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        onClick={() => void add()}
        data-testid={`add-measure-${equipmentId}`}
      >
        {t('addMeasure.button')}
      </Button>
      {outcome ? (
        <Alert
          severity={outcome === 'added' ? 'success' : outcome === 'exists' ? 'info' : 'error'}
          role="status"
          onClose={() => setOutcome(null)}
        >
          {t(`addMeasure.${outcome}`, { name: draft.measure.name })}{' '}
          {outcome !== 'failed' ? (
            <Link component={RouterLink} to={improveHref}>
              {t('addMeasure.open')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
