import { createBrowserRouter } from 'react-router-dom';
import { setNavigator } from './app/navigation';
import { appRoutes } from './routes';

/**
 * The app's router. Made on demand, not on import: it runs the first address's loaders at once,
 * and they start the screen's request with the client main.tsx has set by then.
 */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  // The Apollo error link navigates through the router, without a full page load.
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
