import { useLocation } from 'react-router-dom';
import { skeletonFor, type SkeletonKind } from '../navigation/paths';

const Block = ({ className }: { className: string }) => <span className={`skeleton ${className}`} />;

function Row({ poster = false }: { poster?: boolean }) {
  return (
    <div className="row-section">
      <Block className="sk-heading" />
      <div className={`tile-row${poster ? ' posters' : ''}`}>
        {[0, 1, 2].map((i) => (
          <Block key={i} className={poster ? 'sk-poster' : 'sk-wide'} />
        ))}
      </div>
    </div>
  );
}

function Lines({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Block key={i} className={i === count - 1 ? 'sk-line short' : 'sk-line'} />
      ))}
    </>
  );
}

/** Grey shapes of the screen on its way: shown while its code and data load, so nothing jumps after. */
export function PageSkeleton({ kind }: { kind: SkeletonKind }) {
  return (
    <div className={`page-skeleton sk-${kind}`} aria-hidden="true" data-testid="page-skeleton">
      {kind === 'home' && (
        <>
          <Block className="sk-slide" />
          <Row />
          <Row poster />
        </>
      )}
      {kind === 'grid' && (
        <div className="content-pad">
          <Block className="sk-title" />
          <div className="tile-grid">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Block key={i} className="sk-wide" />
            ))}
          </div>
        </div>
      )}
      {kind === 'detail' && (
        <>
          <Block className="sk-hero" />
          <div className="content-pad">
            <Block className="sk-title" />
            <Lines count={3} />
            <Block className="sk-button" />
          </div>
        </>
      )}
      {kind === 'watch' && (
        <>
          <Block className="sk-player" />
          <div className="content-pad">
            <Block className="sk-title" />
            <Lines count={2} />
          </div>
        </>
      )}
      {(kind === 'list' || kind === 'text') && (
        <div className="content-pad">
          <Block className="sk-title" />
          <Lines count={kind === 'text' ? 8 : 4} />
        </div>
      )}
    </div>
  );
}

/** The skeleton of the current address (the first load of a screen, before its loader answers). */
export function RouteSkeleton() {
  return <PageSkeleton kind={skeletonFor(useLocation().pathname)} />;
}
