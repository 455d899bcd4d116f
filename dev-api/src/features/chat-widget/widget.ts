/**
 * Browser source of the chat-help widget, served as-is at GET /chat-widget.js.
 * API: window.QaChat = { open(), close(), isOpen(), onChange(cb) → unsubscribe };
 * a `qa-chat:ready` event fires on window once it is available.
 */
export const chatWidgetSource = String.raw`(function () {
  'use strict';
  if (window.QaChat) { window.dispatchEvent(new Event('qa-chat:ready')); return; }
  var open = false;
  var listeners = [];
  var panel = null;

  function notify() {
    listeners.slice().forEach(function (cb) { try { cb(open); } catch (e) { console.error(e); } });
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text) node.textContent = text;
    return node;
  }
  function addMessage(list, who, text) {
    var item = el('li', { 'data-from': who }, text);
    item.style.cssText = 'margin:6px 0;padding:8px 10px;border-radius:10px;max-width:80%;' +
      (who === 'you' ? 'background:#3D40D5;color:#fff;margin-left:auto;' : 'background:#f0f0f7;color:#222;');
    list.appendChild(item);
    list.scrollTop = list.scrollHeight;
  }
  function build() {
    panel = el('section', { role: 'dialog', 'aria-label': 'Chat with us', id: 'qa-chat-panel' });
    panel.style.cssText = 'position:fixed;right:16px;bottom:16px;width:320px;max-width:calc(100vw - 32px);height:420px;' +
      'background:#fff;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.2);display:none;flex-direction:column;' +
      'font:14px system-ui,sans-serif;z-index:2147483000;overflow:hidden;';
    var header = el('header', {}, 'QA Career help');
    header.style.cssText = 'background:#3D40D5;color:#fff;padding:12px 16px;font-weight:600;display:flex;justify-content:space-between;';
    var closeButton = el('button', { type: 'button', 'aria-label': 'Close chat' }, '\u00d7');
    closeButton.style.cssText = 'background:none;border:0;color:#fff;font-size:20px;cursor:pointer;';
    closeButton.addEventListener('click', api.close);
    header.appendChild(closeButton);
    var list = el('ul', { 'aria-live': 'polite' });
    list.style.cssText = 'list-style:none;margin:0;padding:12px;flex:1;overflow:auto;display:flex;flex-direction:column;';
    var form = el('form', {});
    form.style.cssText = 'display:flex;border-top:1px solid #eee;';
    var input = el('input', { type: 'text', 'aria-label': 'Your message', placeholder: 'Type your question', maxlength: '500' });
    input.style.cssText = 'flex:1;border:0;padding:12px;font:inherit;';
    var send = el('button', { type: 'submit' }, 'Send');
    send.style.cssText = 'border:0;background:none;color:#3D40D5;font-weight:600;padding:0 16px;cursor:pointer;';
    form.appendChild(input);
    form.appendChild(send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      addMessage(list, 'you', text);
      input.value = '';
      setTimeout(function () {
        addMessage(list, 'agent', 'Thanks! A mentor will answer here shortly. Meanwhile, check the FAQ on the plans page.');
      }, 600);
    });
    addMessage(list, 'agent', 'Hi! How can we help you with your QA career?');
    panel.appendChild(header);
    panel.appendChild(list);
    panel.appendChild(form);
    document.body.appendChild(panel);
  }
  function setOpen(next) {
    if (next === open) return;
    open = next;
    if (!panel) build();
    panel.style.display = open ? 'flex' : 'none';
    notify();
  }
  var api = {
    open: function () { setOpen(true); },
    close: function () { setOpen(false); },
    isOpen: function () { return open; },
    onChange: function (cb) {
      listeners.push(cb);
      return function () { listeners = listeners.filter(function (l) { return l !== cb; }); };
    }
  };
  window.QaChat = api;
  window.dispatchEvent(new Event('qa-chat:ready'));
})();
`;
