import { STAND_IN_PATHS } from './controls';

/**
 * The bot check's browser script (decisions 0361, 0475): `grecaptcha.ready` and
 * `grecaptcha.execute(key, {action})` as the real invisible check offers them. Like the real one it
 * puts a hidden frame of its own origin in the page and gets each token from it; the frame asks its
 * origin for a signed token naming the action and the page's host name (from the message's origin,
 * which the page cannot forge). The page's CSP already lets the check's origin be framed.
 */
export function botCheckScript(origin: string): string {
  return `/* Bot-check stand-in (apps/stand-ins): tokens come signed from its frame, good once for two minutes. */
(function () {
  if (window.grecaptcha && window.grecaptcha.standIn) return;
  var script = document.currentScript;
  var source = script && script.src ? new URL(script.src) : null;
  var origin = source ? source.origin : ${JSON.stringify(origin)};
  var renderKey = source ? source.searchParams.get('render') || '' : '';
  var frame = document.createElement('iframe');
  frame.src = origin + ${JSON.stringify(STAND_IN_PATHS.botCheckFrame)} + '?k=' + encodeURIComponent(renderKey);
  frame.title = 'Bot check';
  frame.style.display = 'none';
  var loaded = false;
  var waiting = [];
  var pending = {};
  var next = 0;
  frame.addEventListener('load', function () {
    loaded = true;
    waiting.splice(0).forEach(function (callback) { callback(); });
  });
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    var entry = pending[data.id];
    if (!entry) return;
    delete pending[data.id];
    if (typeof data.token === 'string') entry.resolve(data.token);
    else entry.reject(new Error(data.error || 'The bot check gave no token'));
  });
  (document.body || document.documentElement).appendChild(frame);
  function whenLoaded(callback) {
    if (loaded) callback();
    else waiting.push(callback);
  }
  window.grecaptcha = {
    standIn: true,
    ready: whenLoaded,
    execute: function (siteKey, options) {
      var action = (options && options.action) || '';
      return new Promise(function (resolve, reject) {
        next += 1;
        var id = String(next);
        pending[id] = { resolve: resolve, reject: reject };
        whenLoaded(function () {
          frame.contentWindow.postMessage({ type: 'bot-check-execute', id: id, siteKey: siteKey, action: action }, origin);
        });
      });
    },
  };
})();
`;
}

/** The hidden frame: asks its own origin for a token for the page that framed it, and posts it back. */
export const BOT_CHECK_FRAME = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bot check</title></head><body><script>
(function () {
  var siteKey = new URLSearchParams(location.search).get('k') || '';
  window.addEventListener('message', function (event) {
    var data = event.data || {};
    if (event.source !== window.parent || data.type !== 'bot-check-execute') return;
    var reply = function (answer) { event.source.postMessage(Object.assign({ id: data.id }, answer), event.origin); };
    fetch(${JSON.stringify(STAND_IN_PATHS.botCheckToken)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siteKey: data.siteKey || siteKey, action: data.action, hostname: new URL(event.origin).hostname }),
    })
      .then(function (response) { return response.ok ? response.json() : Promise.reject(new Error(String(response.status))); })
      .then(function (answer) { reply({ token: answer.token }); })
      .catch(function (error) { reply({ error: String(error) }); });
  });
})();
</script></body></html>
`;
