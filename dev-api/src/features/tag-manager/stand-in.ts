/**
 * Browser source of a tag-manager stand-in, served at GET /gtm.js?id=…, so offline dev and e2e can
 * see analytics traffic. Like the real container it reads window.dataLayer: every entry already
 * there and every later push is sent to POST /collect (a request a test can see), and it sets a
 * first-party `_ga` cookie, as an analytics tag would.
 */
export const tagManagerSource = String.raw`(function () {
  'use strict';
  if (window.__qaTagManager) return;
  window.__qaTagManager = true;
  var script = document.currentScript;
  var origin = script ? new URL(script.src).origin : '';
  var layer = (window.dataLayer = window.dataLayer || []);
  function plain(entry) {
    // gtag() pushes an arguments object: send it as a list.
    return entry && typeof entry === 'object' && typeof entry.length === 'number' ? Array.prototype.slice.call(entry) : entry;
  }
  function send(entries) {
    try {
      fetch(origin + '/collect', {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(entries.map(plain)),
      }).catch(function () {});
    } catch (e) {}
  }
  document.cookie = '_ga=GA1.1.' + Math.floor(Math.random() * 1e9) + '.' + Math.floor(Date.now() / 1000) + '; path=/; max-age=63072000; SameSite=Lax';
  send(layer.slice());
  var push = layer.push.bind(layer);
  layer.push = function () {
    var result = push.apply(null, arguments);
    send(Array.prototype.slice.call(arguments));
    return result;
  };
})();
`;
