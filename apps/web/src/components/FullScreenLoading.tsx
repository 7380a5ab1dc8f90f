/** Shown while the current user or a page's code is still loading (docs/product.md §2). */
export function FullScreenLoading() {
  return (
    <div className="fullscreen-loading" role="status" aria-live="polite">
      <span className="fullscreen-loading__spinner" aria-hidden="true" />
      <p>Loading...</p>
    </div>
  );
}
