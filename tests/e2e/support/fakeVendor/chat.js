/* A fake chat for the e2e tests: embeds its widget a moment after loading, like a real one. */
(function () {
  var calls = (window.__vendor = window.__vendor || {});
  var script = document.currentScript;
  calls.chat = {
    clientKey: script && script.getAttribute('data-client-key'),
    visitorToken: script && script.getAttribute('data-visitor-token'),
    opened: 0,
  };
  setTimeout(function () {
    var widget = document.createElement('div');
    widget.id = 'vendor-chat';
    widget.setAttribute('role', 'region');
    widget.setAttribute('aria-label', 'Vendor chat');
    widget.hidden = true;
    widget.textContent = 'How can we help?';
    widget.addEventListener('click', function () {
      calls.chat.opened++;
    });
    document.body.appendChild(widget);
  }, 300);
})();
