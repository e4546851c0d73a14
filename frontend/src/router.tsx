import { createBrowserRouter } from 'react-router-dom';
import { setNavigator } from './app/navigation';
import { appRoutes } from './routes';

export const router = createBrowserRouter(appRoutes);

// The Apollo error link navigates through the router, without a full page load.
setNavigator((to, options) => {
  void router.navigate(to, options);
});
