import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './routes/root-layout';
import { RouteErrorScreen } from './screens/crash-screen';

/** Every route loads only its own code (React.lazy through react-router's `lazy`). */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', lazy: () => import('./routes/home.route') },
      {
        lazy: () => import('./flows/subscribe/subscribe-flow'),
        children: [
          { path: '/enter-number', lazy: () => import('./routes/enter-number.route') },
          { path: '/subscribe/confirm', lazy: () => import('./routes/subscribe-confirm.route') },
          { path: '/subscribe/complete', lazy: () => import('./routes/subscribe-complete.route') },
        ],
      },
      { path: '*', loader: () => { throw new Response('Not found', { status: 404 }); } },
    ],
  },
]);
