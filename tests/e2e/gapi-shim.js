// A stand-in for https://apis.google.com/js/api.js, which the Firebase Auth SDK and the Auth
// emulator's iframe page load for the popup flow. Machines here are offline, so browser tests
// route that URL to this file. It implements the small part of `gapi.iframes` both sides use:
// open an iframe, register handlers, send messages with replies, ping, and reach the parent.
(function () {
  var TAG = '__facetGapiShim';
  var handlers = {};
  var queued = {};
  var pending = {};
  var sequence = 0;

  function post(target, message) {
    message[TAG] = true;
    target.postMessage(message, '*');
  }

  function deliver(source, message) {
    var handler = handlers[message.type];
    if (!handler) {
      (queued[message.type] = queued[message.type] || []).push({
        source: source,
        message: message,
      });
      return;
    }
    post(source, { kind: 'reply', id: message.id, responses: [handler(message.data)] });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || !message[TAG]) return;
    if (message.kind === 'send') deliver(event.source, message);
    else if (message.kind === 'ping') post(event.source, { kind: 'pong', id: message.id });
    else if (message.kind === 'reply' || message.kind === 'pong') {
      var callback = pending[message.id];
      delete pending[message.id];
      if (callback) callback(message.responses || []);
    }
  });

  function channel(target) {
    return {
      register: function (type, handler) {
        handlers[type] = handler;
        var waiting = queued[type] || [];
        delete queued[type];
        waiting.forEach(function (item) {
          deliver(item.source, item.message);
        });
      },
      send: function (type, data, callback) {
        var id = ++sequence;
        pending[id] = callback || function () {};
        post(target(), { kind: 'send', type: type, data: data, id: id });
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var id = ++sequence;
          var timer = setInterval(function () {
            post(target(), { kind: 'ping', id: id });
          }, 100);
          pending[id] = function () {
            clearInterval(timer);
            if (callback) callback();
            resolve();
          };
        });
      },
      restyle: function () {
        return Promise.resolve();
      },
    };
  }

  var context = {
    open: function (options, callback) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      var style = (options.attributes && options.attributes.style) || {};
      Object.keys(style).forEach(function (key) {
        frame.style[key] = style[key];
      });
      frame.setAttribute('aria-hidden', 'true');
      options.where.appendChild(frame);
      return callback(
        channel(function () {
          return frame.contentWindow;
        }),
      );
    },
    getParentIframe: function () {
      return channel(function () {
        return window.parent;
      });
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(options.callback, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      Iframe: function () {},
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
