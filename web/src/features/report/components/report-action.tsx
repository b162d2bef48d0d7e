import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import type { DayRange } from '@/lib/period/period-days';
import { REPORT_SECTIONS, type ReportSection } from '../report-types';
import { ReportDialog } from './report-dialog';

/** What the dialog asks besides the sections. */
export interface ReportChoices {
  /** One page per critical asset after Asset Reliability (off by default: it can be long). */
  assetPages: boolean;
}

export interface ReportActionProps {
  /** Makes and saves the report of the sections chosen; rejects when it cannot. */
  make: (sections: ReportSection[], choices: ReportChoices) => Promise<void>;
  /** The period selector, shown in the dialog while it is open (mounted only then). */
  period?: ReactNode;
  /** False while the period cannot be used (loading, or ending before it starts): no Make. */
  periodReady?: boolean;
  /**
   * The days the report will cover, as `make` will use them (the selector's period clamped to the
   * days with data), said under the selector; nothing while unknown.
   */
  periodRange?: DayRange | null;
  /** The sections offered, in report order (a share link's: the shared ones); all by default. */
  sections?: readonly ReportSection[];
  /** The test id of the button that opens the dialog. */
  openTestId?: string;
}

/**
 * The "Report" action of the building header and of a share link: choose the sections, then make
 * the PDF.
 */
export function ReportAction({
  make,
  period,
  periodReady = true,
  periodRange,
  sections = REPORT_SECTIONS,
  openTestId = 'report-open',
}: ReportActionProps) {
  const { t } = useTranslation('report');
  const format = useFormat();
  const [assetPages, setAssetPages] = useState(false);
  return (
    <ReportDialog
      sections={sections}
      labelOf={(section) => t(`action.section.${section}`)}
      make={(chosen) =>
        make(chosen, { assetPages: assetPages && chosen.includes('assetReliability') })
      }
      openLabel={t('action.open')}
      openTestId={openTestId}
      title={t('action.title')}
      titleId="report-title"
      maxWidth="md"
      intro={
        period || periodRange ? (
          <>
            {period}
            {periodRange ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mt: 1 }}
                data-testid="report-period-covered"
              >
                {t('action.periodCovered', {
                  start: format.date(periodRange.start),
                  end: format.date(periodRange.end),
                })}
              </Typography>
            ) : null}
          </>
        ) : undefined
      }
      ready={periodReady}
      extraOf={(section, { chosen, busy }) =>
        section === 'assetReliability' ? (
          <FormControlLabel
            sx={{ ml: 3 }}
            control={
              <Checkbox
                checked={assetPages}
                onChange={() => setAssetPages((current) => !current)}
                disabled={busy || !chosen.includes('assetReliability')}
              />
            }
            label={t('action.assetPages')}
          />
        ) : null
      }
    />
  );
}
