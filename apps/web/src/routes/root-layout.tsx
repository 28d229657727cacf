import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SessionProvider } from '../flows/session/session-flow';
import { CrashScreen } from '../screens/crash-screen';

/**
 * The page wrapper of SPEC section 1: the session context and a rendering-error boundary that
 * shows a generic fallback and resets on "Try again" or when the route changes (its reset key).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <SessionProvider>
      <ScrollRestoration />
      <ErrorBoundary FallbackComponent={CrashScreen} resetKeys={[pathname]}>
        <Outlet />
      </ErrorBoundary>
    </SessionProvider>
  );
}
