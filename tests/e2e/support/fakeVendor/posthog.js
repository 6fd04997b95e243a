/* A fake PostHog-style vendor for the e2e tests (never a real vendor): records its calls. */
(function () {
  var calls = (window.__vendor = window.__vendor || {});
  calls.posthog = [];
  window.posthog = {
    init: function (key, options) {
      calls.posthog.push(['init', key, options]);
    },
    capture: function (event, properties) {
      calls.posthog.push(['capture', event, properties]);
    },
    identify: function (id, traits) {
      calls.posthog.push(['identify', id, traits]);
    },
  };
})();
