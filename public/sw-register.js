// The service worker for every page, also those with no app JavaScript (docs/decisions/0001, 0003).
(function () {
  if (!("serviceWorker" in navigator)) return;
  function register() {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {});
  }
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
})();
