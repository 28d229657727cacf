import type { FallbackProps } from 'react-error-boundary';
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router-dom';
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

/** The message an API error answer carried ({ message }), if any. */
function messageOf(data: unknown): string | null {
  return data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' ? data.message : null;
}

/**
 * The router's error element: a route answered 404 (or another response) vs. a crash in a loader.
 * `inLayout`: shown inside the main layout, under its logo, so it has none of its own.
 */
export function RouteErrorScreen({ inLayout = false }: { inLayout?: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const response = isRouteErrorResponse(error) ? error : null;
  const notFound = response?.status === 404;
  const answered = response ? messageOf(response.data) : null;
  return (
    <main className={inLayout ? 'flow crash in-layout' : 'flow crash'} role="alert">
      {!inLayout && <Logo />}
      <h1>{notFound ? 'Not found' : 'Something went wrong'}</h1>
      <p className="lead">
        {notFound ? (answered ?? 'There is nothing at this address.') : (answered ?? 'Sorry, this screen could not be loaded. Check your connection and try again.')}
      </p>
      {import.meta.env.DEV && !response && <pre className="details">{String((error as Error)?.stack ?? error)}</pre>}
      <div className="actions">
        {!notFound && (
          <button type="button" className="primary" onClick={() => navigate('.', { replace: true })}>
            Try again
          </button>
        )}
        <Link className={notFound ? 'button primary' : 'button secondary'} to="/">
          Home
        </Link>
      </div>
    </main>
  );
}
