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

/**
 * Bug-reporting widget stand-in (decision 0379), in the shape of the vendor's shim: reads
 * `window.markerConfig.project`, draws a 'Report a bug' button, and sends what the reviewer writes
 * to this stand-in's `/bug-reports` (kept for the operator and the tests to read). The body goes as
 * text/plain so the cross-origin POST needs no preflight.
 */
export const BUG_REPORTER_STAND_IN = `/* Bug reporter stand-in (apps/stand-ins): reports go to this stand-in's /bug-reports. */
(function () {
  if (window.Marker && window.Marker.standIn) return;
  var script = document.currentScript;
  var origin = script ? new URL(script.src).origin : '';
  var project = (window.markerConfig && window.markerConfig.project) || '';
  var sent = [];
  var border = '2px solid #0b1a4a';
  var font = '16px/1.5 sans-serif';
  function button(text, primary) {
    var element = document.createElement('button');
    element.type = 'button';
    element.textContent = text;
    element.style.cssText = 'min-height:44px;padding:0 16px;border:' + border + ';border-radius:8px;font:' + font + ';font-weight:600;' +
      (primary ? 'background:#0b1a4a;color:#fff' : 'background:#fff;color:#0b1a4a');
    return element;
  }
  var dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'bug-reporter-heading');
  dialog.setAttribute('data-bug-reporter-stand-in', '');
  dialog.style.cssText = 'max-width:420px;width:calc(100% - 32px);color:#0f172a;background:#fff;border:' + border + ';border-radius:12px;padding:20px;font:' + font;
  var heading = document.createElement('h2');
  heading.id = 'bug-reporter-heading';
  heading.textContent = 'Report a bug';
  heading.style.cssText = 'margin:0 0 8px;font-size:20px';
  var label = document.createElement('label');
  label.htmlFor = 'bug-reporter-description';
  label.textContent = 'What went wrong?';
  label.style.cssText = 'display:block;font-weight:600';
  var description = document.createElement('textarea');
  description.id = 'bug-reporter-description';
  description.rows = 4;
  description.maxLength = 2000;
  description.style.cssText = 'display:block;width:100%;margin-top:4px;border:' + border + ';border-radius:8px;padding:8px;font:' + font;
  var status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.style.cssText = 'min-height:24px;margin:8px 0';
  var actions = document.createElement('div');
  actions.style.cssText = 'display:flex;gap:8px;flex-wrap:wrap';
  var send = button('Send report', true);
  var cancel = button('Close', false);
  actions.appendChild(send);
  actions.appendChild(cancel);
  dialog.appendChild(heading);
  dialog.appendChild(label);
  dialog.appendChild(description);
  dialog.appendChild(status);
  dialog.appendChild(actions);
  var open = button('Report a bug', true);
  open.setAttribute('data-bug-reporter-button', '');
  open.style.cssText += ';position:fixed;left:16px;bottom:16px;z-index:40';
  function show() {
    status.textContent = '';
    if (!dialog.open) dialog.showModal();
    description.focus();
  }
  function hide() {
    if (dialog.open) dialog.close();
  }
  open.addEventListener('click', show);
  cancel.addEventListener('click', hide);
  send.addEventListener('click', function () {
    var text = description.value.trim();
    if (text === '') {
      status.textContent = 'Say what went wrong first.';
      description.focus();
      return;
    }
    var report = { project: project, url: location.href, description: text, userAgent: navigator.userAgent, viewport: innerWidth + 'x' + innerHeight };
    send.disabled = true;
    fetch(origin + '/bug-reports', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(report) })
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        sent.push(report);
        description.value = '';
        status.textContent = 'Thanks: your report was sent.';
      })
      .catch(function () {
        status.textContent = 'The report could not be sent. Try again.';
      })
      .then(function () {
        send.disabled = false;
      });
  });
  document.body.appendChild(open);
  document.body.appendChild(dialog);
  window.Marker = { standIn: true, project: project, sent: sent, show: show, hide: hide, capture: show };
})();
`;
