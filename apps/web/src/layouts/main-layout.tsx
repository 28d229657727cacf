import { lazy, Suspense } from 'react';
import '../styles/app.css';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { skeletonFor } from '../navigation/paths';
import { BottomNav } from './bottom-nav';
import { PageSkeleton } from './page-skeleton';
import { TopBar } from './top-bar';
import { overlayOf } from './use-overlay';

// Loaded on first use: most visits never open them, and the home screen should not pay for them.
const SearchOverlay = lazy(() => import('../search/search-overlay'));
const ProfileModal = lazy(() => import('../profile/profile-modal'));

/**
 * SPEC section 2's main layout: top bar, the screen, bottom nav, and the search and profile
 * overlays. While the next screen's code and data load, its skeleton stands in for it.
 */
export function MainLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const pendingPath = navigation.state === 'loading' && navigation.location.pathname !== location.pathname ? navigation.location.pathname : null;
  const overlay = overlayOf(location.hash);
  return (
    <div className="app">
      <TopBar />
      <div className="page" aria-busy={pendingPath ? true : undefined}>
        {pendingPath ? <PageSkeleton kind={skeletonFor(pendingPath)} /> : <Outlet />}
      </div>
      <BottomNav />
      <Suspense fallback={null}>
        {overlay === 'search' && <SearchOverlay />}
        {overlay === 'hello' && <ProfileModal />}
      </Suspense>
    </div>
  );
}
