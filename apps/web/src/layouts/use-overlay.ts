import { useLocation, useNavigate } from 'react-router-dom';

/** The layout's overlays. Each lives in the URL's hash, so the phone's Back button closes it. */
export type Overlay = 'search' | 'hello';

export function overlayOf(hash: string): Overlay | null {
  if (hash === '#search') return 'search';
  if (hash === '#hello') return 'hello';
  return null;
}

/** Marks history entries an overlay pushed, so closing it can go back instead of piling up entries. */
export const OVERLAY_STATE = { overlay: true } as const;

export function useOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  const pushed = (location.state as { overlay?: boolean } | null)?.overlay === true;
  return {
    overlay: overlayOf(location.hash),
    open: (overlay: Overlay) => navigate({ pathname: location.pathname, search: location.search, hash: overlay }, { state: OVERLAY_STATE }),
    close: () => (pushed ? navigate(-1) : navigate({ pathname: location.pathname, search: location.search }, { replace: true })),
  };
}
