/**
 * The one script a page rendered on the server runs at first (issue 22, docs/decisions/029): the
 * page is complete and its links work without the app, so the app (the shell's entry, its
 * chunks, remote-public) starts only when the guest shows intent: a touch, a pointer move, a key,
 * a focus, a scroll. Until then the phone's main thread stays free (the cost of starting the app
 * is paid when a guest is about to use it, not while the page paints). After the page has loaded,
 * the app's scripts are prefetched, so that starting it costs no download.
 *
 * A tap on a control (a button) before the app runs is held, and given again once the app has
 * taken the page over (`data-ready` on the document element, set by src/bootstrap.tsx): 'Presentear'
 * pressed at once still opens its dialog. Links navigate as they are.
 *
 * Its own script element carries the app's entry scripts (`data-entries`) and start-up chunks
 * (`data-preloads`), as JSON arrays of same-origin paths written by the page server.
 */
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
const CONTROL = 'button, [role="button"], summary';

const own = document.currentScript as HTMLScriptElement | null;
const paths = (name: 'entries' | 'preloads'): string[] => {
  try {
    const value: unknown = JSON.parse(own?.dataset[name] ?? '[]');
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//')) : [];
  } catch {
    return [];
  }
};
const entries = paths('entries');
const preloads = paths('preloads');
const listen = { capture: true, passive: true } as const;
const root = document.documentElement;
let started = false;
let held: HTMLElement | null = null;

/** Starts the app: its entry scripts, in order. */
function start(): void {
  if (started) return;
  started = true;
  for (const type of INTENT) window.removeEventListener(type, start, listen);
  for (const src of entries) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.appendChild(script);
  }
}

/** Holds a tap on a control until the app runs. */
function hold(event: MouseEvent): void {
  if (root.hasAttribute('data-ready')) return;
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = control;
  start();
}

new MutationObserver((_, observer) => {
  if (!root.hasAttribute('data-ready')) return;
  observer.disconnect();
  window.removeEventListener('click', hold, true);
  const control = held;
  held = null;
  if (control?.isConnected) control.click();
}).observe(root, { attributes: true, attributeFilter: ['data-ready'] });

for (const type of INTENT) window.addEventListener(type, start, listen);
window.addEventListener('click', hold, true);
window.addEventListener(
  'load',
  () => {
    for (const href of [...entries, ...preloads]) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
  },
  { once: true },
);
