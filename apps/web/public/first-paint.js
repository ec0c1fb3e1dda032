// Before the first paint (a file, since the CSP runs no inline script). On /login, signed out,
// index.html's static sign-in form shows at once and the app's code waits for the visitor: their
// first key, pointer press or typed text starts it (src/main.tsx), and React's page then takes
// the form's values, focus and any submit over (src/app/first-paint.ts). A page merely opened
// runs no script of the app, so it is never busy.
// Signed in, on any other screen, index.html's static frame of the shell (header bar with the
// sidebar toggle, the sidebar on wide screens) shows until React's shell replaces it in one frame
// (src/app/first-paint.ts): the page paints before the app's code has loaded.
(() => {
  /** The screens outside the shell (routes/public-routes.ts): no frame there. */
  const PUBLIC_PATHS = /^\/(login|recover-password|reset-password|auth-redirect|404|401)(\/|$)/;

  /**
   * The look a screen drawn by the server has (shell/settings-store.ts's defaults): a stored
   * colour or size other than these, or a list's chosen columns, would draw it otherwise, so
   * the app draws it instead.
   */
  const DRAWN_LOOK = { themeColor: '#409EFF', size: 'medium' };
  const COLUMNS_STORAGE_PREFIX = 'mandi:columns:';

  /**
   * The frame as the admin's stored shell settings draw it (shell/settings-store.ts, zustand's
   * JSON), and a screen the server drew in the page, if it has the admin's look
   * (src/first-screen/take-over.ts).
   */
  function showShellFrame(stored) {
    let settings = {};
    try {
      settings = JSON.parse(stored ?? '{}')?.state ?? {};
    } catch {
      // Unreadable settings: the defaults, as the app does.
    }
    const root = document.documentElement;
    root.classList.add('first-paint-shell');
    if (settings.sidebarCollapsed === true) root.classList.add('fp-collapsed');
    if (settings.tagsView === false) root.classList.add('fp-no-tags');
    if (settings.sidebarLogo === false) root.classList.add('fp-no-logo');
    const look = { ...DRAWN_LOOK, ...settings };
    if (look.themeColor === DRAWN_LOOK.themeColor && look.size === DRAWN_LOOK.size && !columnsChosen())
      root.classList.add('first-paint-screen');
  }

  /** The admin chose a list's columns in this browser (kit/list/use-hidden-columns.ts): the server draws the default ones. */
  function columnsChosen() {
    try {
      for (let i = 0; i < localStorage.length; i += 1)
        if (localStorage.key(i)?.startsWith(COLUMNS_STORAGE_PREFIX)) return true;
    } catch {
      // No storage: nothing chosen.
    }
    return false;
  }

  /**
   * The signed-in admin (POST /admins/me) asked for now, beside the app's code rather than after
   * it: src/auth/early-session.ts hands the answer to the route guard's first session load.
   */
  function askSessionEarly(token) {
    const answer = fetch('/api/admins/me', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    // A failure is the app's to report, when it asks again (early-session.ts).
    answer.catch(() => {});
    window.mandiEarlySession = { token, answer };
  }

  const read = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // No storage: signed out, default settings.
    }
  };
  const token = read('mandi.token');
  if (location.pathname !== '/login') {
    if (token && !PUBLIC_PATHS.test(location.pathname)) {
      showShellFrame(read('mandi.settings'));
      askSessionEarly(token);
    }
    return;
  }
  // Signed in, /login sends the admin home at once: no form to show.
  if (token) return;
  const root = document.documentElement;
  root.classList.add('first-paint-login');
  root.dataset.boot = 'later';
  document.title = 'Login - Mandi Admin';
  const intents = ['keydown', 'pointerdown', 'input', 'submit'];
  const start = () => {
    for (const name of intents) document.removeEventListener(name, start, true);
    root.dataset.boot = 'now';
    document.dispatchEvent(new Event('mandi:boot'));
  };
  for (const name of intents) document.addEventListener(name, start, true);
  // The field the visitor is in, for React's page to keep them there (its own autofocus takes the
  // focus before it reads the form).
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest('#fp-form')) return;
    if (target instanceof HTMLInputElement) root.dataset.fpFocus = target.name;
    else delete root.dataset.fpFocus;
  });
  // A submit before React's page is there: remembered, and React's page submits (it checks the
  // fields as ever). The form never goes to the server by itself.
  document.addEventListener('submit', (event) => {
    if (!(event.target instanceof HTMLFormElement) || event.target.id !== 'fp-form') return;
    event.preventDefault();
    root.dataset.fpSubmit = '1';
  });
})();
