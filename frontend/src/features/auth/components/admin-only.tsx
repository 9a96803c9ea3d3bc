import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { isAdmin, useSignedInUser } from '../session';
import { AccessDenied } from './access-denied';

/**
 * The client-side half of spec section 6 (the server refuses the data anyway): admins see the
 * screen, others see the denial with the spec's texts.
 */
export const AdminOnly = ({
  children,
  deniedTitle,
  deniedMessage,
}: {
  children: ReactNode;
  deniedTitle: string;
  deniedMessage: string;
}) => {
  const user = useSignedInUser();
  return isAdmin(user) ? children : <AccessDenied title={deniedTitle} message={deniedMessage} />;
};

const RedirectNonAdmin = () => {
  // /auth forwards a signed-in user to the dashboard; the toast says why they landed there.
  useEffect(() => {
    toast({
      variant: 'destructive',
      title: 'Access Restricted',
      description: 'Administrator clearance required to access this section.',
    });
  }, []);
  return <Navigate to="/auth" replace />;
};

/** Spec 2.13 and 2.14: the admin dashboard and notifications send non-admins to /auth. */
export const AdminOnlyOrRedirect = ({ children }: { children: ReactNode }) => {
  const user = useSignedInUser();
  return isAdmin(user) ? children : <RedirectNonAdmin />;
};
