import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MainLayout } from './layouts/main-layout';
import { RouteSkeleton } from './layouts/page-skeleton';
import { RootLayout } from './routes/root-layout';
import { RouteErrorScreen } from './screens/crash-screen';

/** A screen of the main layout: its own code chunk, and its skeleton until its first data arrives. */
const screen = (path: string, load: RouteObject['lazy']): RouteObject => ({ path, lazy: load, hydrateFallbackElement: <RouteSkeleton /> });

const notFound = () => {
  throw new Response(JSON.stringify({ message: 'There is nothing at this address.' }), { status: 404, headers: { 'content-type': 'application/json' } });
};

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
              screen('/', () => import('./routes/home.route')),
              screen('/channels', () => import('./routes/channels.route')),
              screen('/channel/:slug', () => import('./routes/channel.route')),
              screen('/category/:slug', () => import('./routes/category.route')),
              screen('/show/:slug', () => import('./routes/show.route')),
              screen('/episode/:slug', () => import('./routes/episode.route')),
              screen('/video/:slug', () => import('./routes/video.route')),
              screen('/live', () => import('./routes/live.route')),
              screen('/live/category/:slug', () => import('./routes/live-category.route')),
              screen('/live/:slug', () => import('./routes/watch.route')),
              screen('/watch/:kind/:slug', () => import('./routes/watch.route')),
              screen('/search', () => import('./routes/search.route')),
              screen('/my-list', () => import('./routes/my-list.route')),
              screen('/profile', () => import('./routes/profile.route')),
              screen('/help', () => import('./routes/help.route')),
              screen('/terms-and-conditions', () => import('./routes/terms.route')),
              screen('/privacy-policy', () => import('./routes/privacy-policy.route')),
              screen('/test-headers', () => import('./routes/test-headers.route')),
              { path: '*', loader: notFound, hydrateFallbackElement: <RouteSkeleton /> },
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
