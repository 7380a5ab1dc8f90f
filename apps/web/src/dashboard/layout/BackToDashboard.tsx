import { Navigate } from 'react-router-dom';

/** Any other path under /dashboard: the dashboard has one screen, so go there. */
export function BackToDashboard() {
  return <Navigate to="/dashboard" replace />;
}
