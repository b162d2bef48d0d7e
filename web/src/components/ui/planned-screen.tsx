import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export interface PlannedScreenProps {
  title: string;
  emptyTitle: string;
  description: string;
  icon: ReactNode;
}

/** A screen whose content comes with a later part of the product: its title and what will be here. */
export function PlannedScreen({ title, emptyTitle, description, icon }: PlannedScreenProps) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={icon} title={emptyTitle} description={description} />
    </>
  );
}
