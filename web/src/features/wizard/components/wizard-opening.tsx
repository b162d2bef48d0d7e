import EditNoteIcon from 'virtual:icons/EditNote';
import TravelExploreIcon from 'virtual:icons/TravelExplore';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Spec 2.7 "Opening": the confirmation and the two ways in. */
export function WizardOpening() {
  const { t } = useTranslation('wizard');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 720 }}>
      <Stack spacing={3}>
        <Typography variant="h6" component="p">
          {t('opening.question')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="contained"
            size="large"
            startIcon={<EditNoteIcon />}
            component={Link}
            to={`${paths.addingBuilding.getHref()}/new/general`}
          >
            {t('opening.manual')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<TravelExploreIcon />}
            component={Link}
            to={`${paths.addingBuilding.getHref()}/search`}
          >
            {t('opening.searchOnline')}
          </Button>
        </Stack>
        <div>
          <Button component={Link} to={paths.portfolio.getHref()}>
            {t('opening.cancel')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
