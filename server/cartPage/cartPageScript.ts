/**
 * The shopping-cart page's only script (served as a file of its own, so the page's CSP allows
 * no inline script): Remove calls `DELETE /api/v1/Shopping/CartItem/{id}` with the anti-forgery
 * header read from the `XSRF-TOKEN` cookie, like the editor, then reloads the page so the total
 * and count are the server's. A failure shows the `cartRefreshKey` text (spec shell §8), which
 * the page carries in its language on the alert's `data-message`.
 */
export const CART_PAGE_SCRIPT = `'use strict';
(function () {
  function token() {
    var m = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/);
    return m ? decodeURIComponent(m[1]) : '';
  }
  document.addEventListener('click', function (event) {
    var button = event.target.closest('button[data-remove]');
    if (!button) return;
    button.disabled = true;
    fetch('/api/v1/Shopping/CartItem/' + encodeURIComponent(button.getAttribute('data-remove')), {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { 'X-XSRF-TOKEN': token(), 'Cache-Control': 'no-cache' }
    }).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      location.reload();
    }).catch(function () {
      button.disabled = false;
      var alert = document.getElementById('cart-error');
      alert.textContent = alert.getAttribute('data-message');
    });
  });
})();
`;
