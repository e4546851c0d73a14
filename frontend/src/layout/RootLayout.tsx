import { Outlet } from 'react-router-dom';
import { ToastHost } from '../components/Toast';

/** Everything on every screen: the page and the toast. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ToastHost />
    </>
  );
}
