import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MainLayout } from './layouts/main-layout';
import { RouteSkeleton } from './layouts/page-skeleton';
import * as loaders from './routes/page-loaders';
import { RootLayout } from './routes/root-layout';
import { RouteErrorScreen } from './screens/crash-screen';

/**
 * A screen of the main layout: its own code chunk, its loader (here, so data and code download
 * together), and its skeleton until its first data arrives.
 */
const screen = (path: string, load: RouteObject['lazy'], loader?: RouteObject['loader']): RouteObject => ({
  path,
  lazy: load,
  ...(loader ? { loader } : {}),
  hydrateFallbackElement: <RouteSkeleton />,
});

/** Every route loads only its own code (react-router's `lazy`); content screens read through loaders. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            // Errors of a screen show inside the layout, so the top bar and bottom nav stay.
            errorElement: <RouteErrorScreen inLayout />,
            children: [
              screen('/', () => import('./routes/home.route'), loaders.homeLoader),
              screen('/channels', () => import('./routes/channels.route'), loaders.channelsLoader),
              screen('/channel/:slug', () => import('./routes/channel.route'), loaders.channelLoader),
              screen('/category/:slug', () => import('./routes/category.route'), loaders.categoryLoader),
              screen('/show/:slug', () => import('./routes/show.route'), loaders.showLoader),
              screen('/episode/:slug', () => import('./routes/episode.route'), loaders.episodeLoader),
              screen('/video/:slug', () => import('./routes/video.route'), loaders.videoLoader),
              screen('/live', () => import('./routes/live.route'), loaders.liveLoader),
              screen('/live/category/:slug', () => import('./routes/live-category.route'), loaders.liveCategoryLoader),
              screen('/live/:slug', () => import('./routes/watch.route'), loaders.watchLoader),
              screen('/watch/:kind/:slug', () => import('./routes/watch.route'), loaders.watchLoader),
              screen('/search', () => import('./routes/search.route'), loaders.searchLoader),
              screen('/my-list', () => import('./routes/my-list.route'), loaders.myListLoader),
              screen('/profile', () => import('./routes/profile.route')),
              screen('/help', () => import('./routes/help.route')),
              screen('/terms-and-conditions', () => import('./routes/terms.route'), loaders.termsLoader),
              screen('/privacy-policy', () => import('./routes/privacy-policy.route'), loaders.privacyPolicyLoader),
              screen('/test-headers', () => import('./routes/test-headers.route')),
              { path: '*', loader: loaders.notFoundLoader, hydrateFallbackElement: <RouteSkeleton /> },
            ],
          },
        ],
      },
      {
        lazy: () => import('./flows/subscribe/subscribe-flow'),
        children: [
          { path: '/enter-number', lazy: () => import('./routes/enter-number.route') },
          { path: '/subscribe/confirm', lazy: () => import('./routes/subscribe-confirm.route') },
          { path: '/subscribe/complete', lazy: () => import('./routes/subscribe-complete.route') },
        ],
      },
    ],
  },
]);
