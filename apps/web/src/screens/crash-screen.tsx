import type { FallbackProps } from 'react-error-boundary';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Logo } from '../components/logo';

/** SPEC section 1: a rendering error shows a generic fallback screen, reset by an explicit reset. */
export function CrashScreen({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <main className="flow crash" role="alert">
      <Logo />
      <h1>Something went wrong</h1>
      <p className="lead">Sorry, this screen could not be shown.</p>
      {import.meta.env.DEV && <pre className="details">{String((error as Error)?.stack ?? error)}</pre>}
      <div className="actions">
        <button type="button" className="primary" onClick={resetErrorBoundary}>
          Try again
        </button>
        <Link className="button secondary" to="/">
          Home
        </Link>
      </div>
    </main>
  );
}

/** The router's error element: a route answered 404 (or another response) vs. a crash in a loader. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flow crash" role="alert">
      <Logo />
      <h1>{notFound ? 'Not found' : 'Something went wrong'}</h1>
      <p className="lead">{notFound ? 'There is nothing at this address.' : 'Sorry, this screen could not be loaded. Check your connection and try again.'}</p>
      {import.meta.env.DEV && !notFound && <pre className="details">{String((error as Error)?.stack ?? error)}</pre>}
      <div className="actions">
        <Link className="button primary" to="/">
          Home
        </Link>
      </div>
    </main>
  );
}
