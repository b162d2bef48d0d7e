import FileDownloadOutlinedIcon from 'virtual:icons/FileDownloadOutlined';
import ImageOutlinedIcon from 'virtual:icons/ImageOutlined';
import TableChartOutlinedIcon from 'virtual:icons/TableChartOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export interface ChartToolbarProps {
  tableShown: boolean;
  onToggleTable: () => void;
  onCsv: () => void;
  onPng: () => void;
  /** PNG draws the chart, so it waits while the table is shown or an export runs. */
  pngDisabled: boolean;
}

/** Table toggle, CSV and PNG downloads: buttons in the tab order, each with its name. */
export function ChartToolbar({
  tableShown,
  onToggleTable,
  onCsv,
  onPng,
  pngDisabled,
}: ChartToolbarProps) {
  const { t } = useTranslation('charts');
  return (
    <Stack direction="row" role="toolbar" aria-label={t('toolbar.label')} sx={{ flexShrink: 0 }}>
      <Tooltip title={t('toolbar.table')}>
        <IconButton
          size="small"
          aria-label={t('toolbar.table')}
          aria-pressed={tableShown}
          color={tableShown ? 'primary' : 'default'}
          onClick={onToggleTable}
        >
          <TableChartOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('toolbar.csv')}>
        <IconButton size="small" aria-label={t('toolbar.csv')} onClick={onCsv}>
          <FileDownloadOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('toolbar.png')}>
        {/* A span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton
            size="small"
            aria-label={t('toolbar.png')}
            disabled={pngDisabled}
            onClick={onPng}
          >
            <ImageOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
