import { useMemo } from 'react';
import { usePortfolio } from '@/features/buildings/api/use-portfolio';
import { MessagesView } from '@/features/messages/components/messages-view';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * Spec 2.4, issue 19: the Messages inbox, with the current names of the user's buildings from
 * the portfolio summaries composed in (a message keeps the name it was written with otherwise).
 */
export default function MessagesRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <Inbox uid={user.uid} />;
}

function Inbox({ uid }: { uid: string }) {
  const portfolio = usePortfolio(uid);
  const names = useMemo(
    () => new Map((portfolio.data?.rows ?? []).map((row) => [row.id, row.title] as const)),
    [portfolio.data],
  );
  return <MessagesView uid={uid} buildingNames={names} />;
}
