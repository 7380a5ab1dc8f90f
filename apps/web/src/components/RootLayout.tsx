import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenLoading } from './FullScreenLoading';

export function RootLayout() {
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Outlet />
    </Suspense>
  );
}
