import { Link } from 'react-router-dom';
import { useSessionStatus } from '../flows/session/session-flow';

/** / (home). The catalogue screens arrive with the content host; until then: the way in. */
export function Component() {
  const status = useSessionStatus();
  return (
    <main className="flow">
      <h1>GRTV</h1>
      <p className="lead">South African shows, soapies, sport and live TV on your phone.</p>
      {status === 'unauthenticated' && (
        <div className="actions">
          <Link className="button primary" to="/enter-number">
            Subscribe
          </Link>
        </div>
      )}
    </main>
  );
}
