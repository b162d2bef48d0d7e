import ImageIcon from 'virtual:icons/ImageOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The equipment's full image, or a neutral placeholder that says there is none. */
export function EquipmentImage({ src, name }: { src: string | null; name: string }) {
  const { t } = useTranslation('equipmentPage');
  if (src) {
    return (
      <Box
        component="img"
        src={src}
        alt={t('details.imageAlt', { name })}
        data-testid="equipment-image"
        sx={{ width: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 1 }}
      />
    );
  }
  return (
    <Box
      data-testid="equipment-image-placeholder"
      sx={{
        width: '100%',
        aspectRatio: '4 / 3',
        maxHeight: 240,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        color: 'text.secondary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 2,
        textAlign: 'center',
      }}
    >
      <ImageIcon sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="body2">{t('details.noImage')}</Typography>
    </Box>
  );
}
