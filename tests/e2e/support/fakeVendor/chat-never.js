/* A fake chat whose widget never appears (the designer gives up after 10 s). */
window.__vendor = window.__vendor || {};
window.__vendor.chatNever = true;
