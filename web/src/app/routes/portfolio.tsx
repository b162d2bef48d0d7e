import { useState } from 'react';
import { BuildingImportDialog } from '@/features/building-import/components/building-import-dialog';
import { PortfolioView } from '@/features/buildings/components/portfolio-view';
import { useAuth } from '@/lib/auth/use-auth';

/** Spec 2.5 Portfolio, with the CSV import dialog of spec 2.6 composed in. */
export default function PortfolioRoute() {
  const { user } = useAuth();
  const [importOpen, setImportOpen] = useState(false);
  if (!user) return null;
  return (
    <PortfolioView
      uid={user.uid}
      onImport={() => setImportOpen(true)}
      importDialog={
        <BuildingImportDialog open={importOpen} user={user} onClose={() => setImportOpen(false)} />
      }
    />
  );
}
