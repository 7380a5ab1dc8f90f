// The server answers every unknown path with index.html, which holds the landing page's
// prerendered HTML. On any other path, hide that HTML before it paints; the app's entry
// script (src/public-site/entry-client.tsx) then renders the page that was asked for.
(function () {
  var html = document.documentElement;
  var page = html.getAttribute('data-prerendered');
  var path = location.pathname.replace(/\/+$/, '') || '/';
  if (page && page !== path) html.className += ' sv-prerender-mismatch';
})();
