/** Any unknown path goes to /404, replacing the history entry (SPEC section 2). */
import { Navigate } from '@tanstack/react-router';

export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}
