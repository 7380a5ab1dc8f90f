import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { normalizePath } from './pageMeta';
import { PUBLIC_PAGES, publicPageAt } from './publicPages';

describe('prerendered public pages', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it.each(PUBLIC_PAGES.map((page) => [page.meta.path, page] as const))(
    'hydrate %s from their build-time HTML without a mismatch',
    async (_path, { Page }) => {
      const element = (
        <StrictMode>
          <Page />
        </StrictMode>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(element);
      document.body.appendChild(container);
      const firstChild = container.firstElementChild;
      const recoverable: unknown[] = [];
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const root = await act(async () =>
          hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) }),
        );
        expect(recoverable).toEqual([]);
        expect(errors).not.toHaveBeenCalled();
        // Hydration adopted the server's nodes instead of replacing them.
        expect(container.firstElementChild).toBe(firstChild);
        act(() => root.unmount());
      } finally {
        errors.mockRestore();
        container.remove();
      }
    },
  );

  it('keeps the newsletter button disabled in the prerendered HTML, until the page is hydrated', async () => {
    const landing = publicPageAt('/')!;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<landing.Page />);
    document.body.appendChild(container);
    const button = () => container.querySelector<HTMLButtonElement>('.newsletter button')!;
    expect(button().disabled).toBe(true);
    const root = await act(async () => hydrateRoot(container, <landing.Page />));
    expect(button().disabled).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it('finds a page by its path, with or without a trailing slash', () => {
    expect(publicPageAt(normalizePath('/about/'))?.file).toBe('about/index.html');
    expect(publicPageAt(normalizePath('/'))?.file).toBe('index.html');
    expect(publicPageAt(normalizePath('/get-started'))).toBeUndefined();
  });
});
