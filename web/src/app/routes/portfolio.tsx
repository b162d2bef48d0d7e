import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortfolioView } from '@/features/buildings/components/portfolio-view';
import { useAuth } from '@/lib/auth/use-auth';

/** Spec 2.5 Portfolio. The CSV import dialog's upload arrives with the import issue. */
export default function PortfolioRoute() {
  const { t } = useTranslation('buildings');
  const { user } = useAuth();
  const [importOpen, setImportOpen] = useState(false);
  if (!user) return null;
  return (
    <PortfolioView
      uid={user.uid}
      onImport={() => setImportOpen(true)}
      importDialog={
        <Dialog open={importOpen} onClose={() => setImportOpen(false)} maxWidth="sm" fullWidth>
          <DialogTitle>{t('importDialog.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('importDialog.pending')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setImportOpen(false)}>{t('importDialog.close')}</Button>
          </DialogActions>
        </Dialog>
      }
    />
  );
}
