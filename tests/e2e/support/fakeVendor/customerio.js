/* A fake customer.io-style tracker for the e2e tests: replays the _cio queue, then records. */
(function () {
  var calls = (window.__vendor = window.__vendor || {});
  var script = document.getElementById('cio-tracker');
  calls.cio = [['load', script && script.getAttribute('data-site-id')]];
  var queue = window._cio || [];
  for (var i = 0; i < queue.length; i++) calls.cio.push(queue[i]);
  ['identify', 'track', 'page'].forEach(function (method) {
    queue[method] = function () {
      calls.cio.push([method].concat([].slice.call(arguments)));
    };
  });
})();
