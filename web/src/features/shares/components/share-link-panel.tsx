import ContentCopyIcon from 'virtual:icons/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { iframeSnippetOf } from '../utils/share-url';
import { ShareQrCode } from './share-qr-code';

/** The link of a share, its QR code and the HTML to embed it, each ready to copy. */
export function ShareLinkPanel({
  url,
  title,
  onCopy,
}: {
  url: string;
  /** Names the embedded frame for screen readers. */
  title: string;
  onCopy: (text: string) => void;
}) {
  const { t } = useTranslation('shares');
  const snippet = iframeSnippetOf(url, title);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            fullWidth
            size="small"
            value={url}
            label={t('dialog.link')}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-url' } }}
            onFocus={(event) => event.target.select()}
          />
          <Button
            startIcon={<ContentCopyIcon />}
            onClick={() => onCopy(url)}
            sx={{ flexShrink: 0 }}
            data-testid="share-copy-link"
          >
            {t('dialog.copyLink')}
          </Button>
        </Stack>
        <Stack spacing={1}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            value={snippet}
            label={t('dialog.embed')}
            helperText={t('dialog.embedHelp')}
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': 'share-embed' },
              input: { sx: { fontFamily: 'monospace', fontSize: 12 } },
            }}
            onFocus={(event) => event.target.select()}
          />
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() => onCopy(snippet)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('dialog.copyEmbed')}
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <ShareQrCode text={url} label={t('dialog.qr')} />
        <Typography variant="caption" color="text.secondary">
          {t('dialog.qrCaption')}
        </Typography>
      </Stack>
    </Stack>
  );
}
