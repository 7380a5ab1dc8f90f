import type { RouteObject } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { routes } from './routes';
import { jsonResponse, mockFetch } from './test/fetchMock';
import { renderApp } from './test/renderApp';

function allPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...allPaths(route.children ?? [])]);
}

const SPEC_PATHS = [
  '/',
  '/about',
  '/privacy',
  '/signin',
  '/signup',
  '/respond/record',
  '/respond/write',
  '/get-started',
  '/get-started/step2',
  '/get-started/success',
  '/forgot-password',
  '/reset-password/:token',
  // /dashboard, with a splat for the react-admin app's own routes beneath it.
  '/dashboard/*',
  '/upgrade',
  '/subscribe',
  '*',
];

describe('route table', () => {
  beforeEach(() => mockFetch({ 'GET /api/me': () => jsonResponse(401, { statusCode: 401, code: 'X', message: 'x' }) }));

  it('declares every route of docs/product.md §2, the /login and /register aliases, and the family circle email links', () => {
    expect(allPaths(routes)).toEqual(
      expect.arrayContaining([
        ...SPEC_PATHS,
        '/login',
        '/register',
        '/reset-password',
        '/join',
        '/unsubscribe',
        '/listen/:token',
        '/choice/:token',
        '/gift',
        '/gift/welcome/:code',
        '/respond/skip',
      ]),
    );
  });

  it('shows the not-found screen for an unknown path', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found | StoryVault');
  });

  it('serves the sign-in screen at /login and registration at /register', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('serves registration at /register', async () => {
    await renderApp('/register');
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('sends a reset link without a token to /login', async () => {
    const { pathname } = await renderApp('/reset-password');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(pathname()).toBe('/login');
  });

  it('links the landing page to sign-in and the funnel', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/signin', '/get-started']));
  });
});
