/**
 * The browser-side third-party scripts' stand-ins (decision 0370): the web analytics tag, the tag
 * manager's container, the live-chat widget and the review widget, each at its vendor's own path.
 * They send nothing anywhere; each defines the global the site calls and records the calls, so the
 * browser tests can see that the script loaded (a request to this host) and what the site asked.
 */
export const GTAG_STAND_IN = `/* Web analytics stand-in (apps/stand-ins): reads the queue, sends nothing. */
(function () {
  window.dataLayer = window.dataLayer || [];
  window.__standInAnalytics = (window.__standInAnalytics || []).concat('gtag');
})();
`;

export const TAG_MANAGER_STAND_IN = `/* Tag manager stand-in (apps/stand-ins): loads no tags. */
(function () {
  window.dataLayer = window.dataLayer || [];
  window.__standInAnalytics = (window.__standInAnalytics || []).concat('tag-manager');
})();
`;

export const CHAT_WIDGET_STAND_IN = `/* Live-chat widget stand-in (apps/stand-ins): a panel saying where the chat would be. */
(function () {
  if (window.LiveChatWidget && window.LiveChatWidget.standIn) return;
  var calls = [];
  var panel = null;
  function close() {
    if (panel) panel.remove();
    panel = null;
  }
  function open() {
    if (panel) return;
    panel = document.createElement('section');
    panel.setAttribute('aria-label', 'Live chat');
    panel.setAttribute('data-chat-stand-in', '');
    panel.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:40;max-width:320px;background:#fff;color:#0f172a;border:2px solid #0b1a4a;border-radius:12px;padding:16px;font:16px/1.5 sans-serif';
    var text = document.createElement('p');
    text.textContent = 'Live chat stand-in: an adviser would answer here.';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Close chat';
    button.style.cssText = 'margin-top:8px;min-height:44px;padding:0 16px;border:2px solid #0b1a4a;border-radius:8px;background:#fff;color:#0b1a4a;font-weight:600';
    button.addEventListener('click', close);
    panel.appendChild(text);
    panel.appendChild(button);
    document.body.appendChild(panel);
    button.focus();
  }
  window.LiveChatWidget = {
    standIn: true,
    calls: calls,
    license: window.__lc && window.__lc.license,
    call: function (command) {
      calls.push(Array.prototype.slice.call(arguments));
      if (command === 'maximize') open();
      if (command === 'hide' || command === 'minimize') close();
    },
    on: function () {},
  };
})();
`;

export const REVIEW_WIDGET_STAND_IN = `/* Review widget stand-in (apps/stand-ins): draws a fixed rating into each widget element. */
(function () {
  if (window.Trustpilot && window.Trustpilot.standIn) return;
  var loaded = [];
  function draw(element) {
    var template = element.getAttribute('data-template-id') || '';
    var locale = element.getAttribute('data-locale') || '';
    loaded.push({ template: template, locale: locale });
    element.setAttribute('data-stand-in-loaded', 'true');
    element.textContent = '';
    var text = document.createElement('p');
    text.textContent = 'Excellent: rated 4.8 out of 5 from 1,234 reviews (review widget stand-in, ' + locale + ').';
    element.appendChild(text);
  }
  window.Trustpilot = {
    standIn: true,
    loaded: loaded,
    loadFromElement: function (element) {
      if (element) draw(element);
    },
  };
})();
`;
