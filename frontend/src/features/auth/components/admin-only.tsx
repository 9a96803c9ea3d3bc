import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import type { CurrentUser } from '@hs/contracts';
import { reviewsIncidents } from '@/lib/roles';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { AccessDenied } from './access-denied';

/**
 * The client-side half of the roles (docs/product.md, "Roles"; the server refuses the data anyway):
 * admins, or the roles `allow` names, see the screen; others see the denial's fixed texts.
 */
export const AdminOnly = ({
  children,
  deniedTitle,
  deniedMessage,
  allow = isAdmin,
}: {
  children: ReactNode;
  deniedTitle: string;
  deniedMessage: string;
  allow?: (user: CurrentUser) => boolean;
}) => {
  const user = useSignedInUser();
  return allow(user) ? children : <AccessDenied title={deniedTitle} message={deniedMessage} />;
};

const Redirect = ({ description }: { description: string }) => {
  // /auth forwards a signed-in user to the dashboard; the toast says why they landed there.
  useEffect(() => {
    toast({ variant: 'destructive', title: 'Access Restricted', description });
  }, [description]);
  return <Navigate to="/auth" replace />;
};

/** The admin dashboard sends non-admins to /auth. */
export const AdminOnlyOrRedirect = ({ children }: { children: ReactNode }) => {
  const user = useSignedInUser();
  return isAdmin(user) ? (
    children
  ) : (
    <Redirect description="Administrator clearance required to access this section." />
  );
};

/** The notifications are for everyone who reviews incidents (docs/product.md, "Roles"). */
export const ReviewersOnlyOrRedirect = ({ children }: { children: ReactNode }) => {
  const user = useSignedInUser();
  return reviewsIncidents(user) ? (
    children
  ) : (
    <Redirect description="Only supervisors, safety officers and administrators review incidents." />
  );
};
