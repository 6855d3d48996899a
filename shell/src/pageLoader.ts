/**
 * The one script a page rendered on the server runs at first (docs/decisions/029 and
 * 031): the page is complete and its links work without the app, so the app (the shell's entry,
 * its chunks, remote-public) takes the page over only when the guest shows intent: a touch, a
 * pointer move, a key, a focus, a scroll. Once the page has loaded, the app's scripts run
 * (docs/decisions/050): the shell's entry and its start-up chunks, each script a task of its own
 * as it arrives, while the document carries `data-lp-waiting`. That only registers the app's
 * modules: none of them runs, and nothing is asked of the API, until the guest's intent takes the
 * mark off. So the guest's first tap costs no download and no compiling of the app's scripts.
 *
 * The takeover must not fight the guest (docs/decisions/031):
 * - The app starts after the next paint (a frame, then a task), never inside the guest's event:
 *   the browser first paints what the guest did (a press, a scroll, a letter).
 * - A press on a control (a button) before the app runs is shown at once: the control gets
 *   `data-lp-held` and `aria-busy`, painted by this script's own style (dimmed, a small spinner).
 *   The press does not reach the app while it starts: React would hydrate the whole page for it
 *   in one long task, and the browser could not paint the press before the app was done.
 *   A touch or press on a control starts the app only once its click arrived, so that the click is
 *   not queued behind the app's start. The click is held and given again once the app has taken
 *   the page over (`data-ready` on the document element, set by src/App.tsx): 'Presentear'
 *   pressed at once still opens its dialog. The app may answer a held press before that (a
 *   gift's dialog, ./answerPress, docs/decisions/048): it takes the control's mark off, and the
 *   click is then not given again. Links navigate as they are.
 * - Only the page as sent (`#root`) is held: what the app renders beside it is already running.
 * - What the guest types, pastes or autofills into a field before the app runs reaches no handler
 *   (the app's half-hydrated inputs would put their empty state back); once the app runs, each
 *   field gets its value back with its caret, and the app hears it as the guest's own input, so
 *   that the search runs for what the field holds.
 *
 * Its own script element carries the app's entry scripts (`data-entries`), start-up chunks
 * (`data-preloads`) and the files a held press downloads at once (`data-press`), as JSON arrays of
 * same-origin paths written by the page server.
 */
import { HELD_ATTRIBUTE as HELD, WAITING_ATTRIBUTE as WAITING } from './heldPress';

const INTENT = ['pointermove', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
const PRESS = ['pointerdown', 'touchstart'] as const;
const CONTROL = 'button, [role="button"], summary';
const FIELD = 'input, textarea, select';
const STYLE = `[${HELD}]{cursor:progress!important;opacity:.72!important;transition:none!important;position:relative}[${HELD}]::after{content:"";position:absolute;inset-inline-end:.45em;top:calc(50% - .45em);width:.9em;height:.9em;box-sizing:border-box;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:lp-held .7s linear infinite}@keyframes lp-held{to{transform:rotate(1turn)}}`;

const own = document.currentScript as HTMLScriptElement | null;
const paths = (name: 'entries' | 'preloads' | 'press'): string[] => {
  try {
    const value: unknown = JSON.parse(own?.dataset[name] ?? '[]');
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//')) : [];
  } catch {
    return [];
  }
};
const entries = paths('entries');
const preloads = paths('preloads');
const pressFiles = paths('press');
const listen = { capture: true, passive: true } as const;
const root = document.documentElement;
const ready = () => root.hasAttribute('data-ready');
let started = false;
let scheduled = false;
let held: HTMLElement | null = null;
let pressed: HTMLElement | null = null;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A field's caret (start, end), or null for a field without one (select, email, number). */
type Caret = [number, number] | null;
/** Fields the guest changed before the app ran: the value they had last, and its caret then. */
const typed = new Map<Field, { value: string; caret: Caret }>();

function caretOf(field: Field): Caret {
  try {
    const { selectionStart: start, selectionEnd: end } = field as HTMLInputElement;
    return start === null || end === null || start === undefined ? null : [start, end];
  } catch {
    return null;
  }
}

const style = document.createElement('style');
style.textContent = STYLE;
document.head.appendChild(style);

/** Runs `src` as a script; `inOrder`: after the scripts added before it with the same flag. */
function run(src: string, inOrder: boolean): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = !inOrder;
  document.head.appendChild(script);
}

let loaded = false;
/** Runs the app's entry scripts, in order, once. */
function load(): void {
  if (loaded) return;
  loaded = true;
  for (const src of entries) run(src, true);
}

/**
 * Gets the app ready once the page has loaded (docs/decisions/050): its entry runs and
 * its start-up chunks are registered, each script a task of its own; none of the app's modules
 * runs, and nothing takes the page over, until `start` takes the waiting mark off.
 */
function warm(): void {
  // `start` runs the entries too: once they ran, the app is ready or already started
  if (loaded) return;
  root.setAttribute(WAITING, '');
  load();
  for (const src of preloads) run(src, false);
}

/** Starts the app: lets it take the page over, after running its scripts if they did not run yet. */
function start(): void {
  if (started) return;
  started = true;
  load();
  root.removeAttribute(WAITING);
}

/** Starts the app after the next paint (a frame, then a task), so that what the guest did shows first. */
function startSoon(): void {
  if (scheduled) return;
  scheduled = true;
  for (const type of INTENT) window.removeEventListener(type, startSoon, listen);
  requestAnimationFrame(() => setTimeout(start, 0));
}

// The page as sent. What the app renders beside it before it runs (the answer to a held press,
// ./answerPress) is already the app's: its presses, clicks and typing go to it.
const page = document.getElementById('root');
const onPage = (target: EventTarget | null): target is Element => target instanceof Element && (!page || page.contains(target));
const controlOf = (target: EventTarget | null) => (onPage(target) ? target.closest<HTMLElement>(CONTROL) : null);

function mark(control: HTMLElement | null, on: boolean): void {
  if (!control) return;
  if (on) {
    control.setAttribute(HELD, '');
    control.setAttribute('aria-busy', 'true');
  } else {
    control.removeAttribute(HELD);
    control.removeAttribute('aria-busy');
  }
}

/** A press (touch, mouse, pen): a control shows it at once and waits for its click; elsewhere the app starts. */
function press(event: Event): void {
  if (ready() || !onPage(event.target)) return;
  const control = controlOf(event.target);
  if (!control) {
    startSoon();
    return;
  }
  // Not for the app's half-hydrated tree: React would hydrate all of it at once for this event,
  // in one long task, before the browser paints the press (the click is held and given anyway).
  event.stopImmediatePropagation();
  if (pressed !== control && pressed !== held) mark(pressed, false);
  pressed = control;
  mark(control, true);
}

/** A press that became a scroll or was cancelled: the control is no longer pressed. */
function release(): void {
  if (pressed && pressed !== held) mark(pressed, false);
  pressed = null;
}

/** Holds a click on a control until the app runs. */
function hold(event: MouseEvent): void {
  if (ready()) return;
  const control = controlOf(event.target);
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (held && held !== control) mark(held, false);
  held = control;
  mark(control, true);
  // what answers it (most often a dialog) needs the overlays' module: its download starts now, not
  // once the app runs (docs/decisions/048)
  for (const href of pressFiles.splice(0)) prefetch(href);
  startSoon();
}

/** Keeps what the guest typed away from the app until it runs (see the file's note). */
function keep(event: Event): void {
  if (ready()) return;
  const field = onPage(event.target) ? event.target.closest<Field>(FIELD) : null;
  if (!field) return;
  event.stopImmediatePropagation();
  typed.set(field, { value: field.value, caret: caretOf(field) });
  startSoon();
}

/**
 * Gives a field its value back, as input the app hears (its value tracker sees a change), caret
 * included: where it is now, or, when the app's hydration has already put its empty state back
 * (and the caret with it), where it was when the guest last typed.
 */
function giveBack(field: Field, kept: { value: string; caret: Caret }): void {
  const focused = document.activeElement === field;
  const caret = field.value === kept.value ? caretOf(field) : kept.caret;
  const proto = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  // the element's own setter (React's tracker) learns an empty value; the prototype's sets the real one
  field.value = '';
  if (setValue) setValue.call(field, kept.value);
  else field.value = kept.value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  if (focused && caret && !(field instanceof HTMLSelectElement)) field.setSelectionRange(...caret);
}

new MutationObserver((_, observer) => {
  if (!ready()) return;
  observer.disconnect();
  window.removeEventListener('click', hold, true);
  for (const type of PRESS) window.removeEventListener(type, press, listen);
  for (const type of ['input', 'change']) window.removeEventListener(type, keep, true);
  for (const [field, kept] of typed) if (field.isConnected) giveBack(field, kept);
  typed.clear();
  const control = held;
  // the app may have answered the press already and taken its mark (./answerPress)
  const taken = !control?.hasAttribute(HELD);
  mark(pressed, false);
  held = null;
  pressed = null;
  mark(control, false);
  if (control?.isConnected && !taken) control.click();
}).observe(root, { attributes: true, attributeFilter: ['data-ready'] });

for (const type of INTENT) window.addEventListener(type, startSoon, listen);
for (const type of PRESS) window.addEventListener(type, press, listen);
window.addEventListener('pointercancel', release, listen);
window.addEventListener('click', hold, true);
for (const type of ['input', 'change']) window.addEventListener(type, keep, true);
/** A low-priority download of the script `href` into the HTTP cache. */
function prefetch(href: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * The rendered remote's first files (its manifest, remote entry and exposed routes module), read
 * from the manifest the page names (`#lp-ssr`): without them, the app's start waits for three
 * downloads in a row (docs/decisions/031). Then the remote's chunks the page names (`chunks`: its
 * screen's, and its first action's, such as the giving dialog of a list page): without them, the
 * takeover waits for the screen's download, and the first 'Presentear' for the dialog's
 * (docs/decisions/047). They live in the release's version folder, cached for a year.
 */
function prefetchRemote(): void {
  let state: { manifest?: unknown; chunks?: unknown } | null;
  try {
    state = JSON.parse(document.getElementById('lp-ssr')?.textContent ?? 'null') as typeof state;
  } catch {
    return;
  }
  const manifest = state?.manifest;
  if (typeof manifest !== 'string' || !/^https?:\/\//.test(manifest)) return;
  const base = manifest;
  const chunks: unknown[] = Array.isArray(state?.chunks) ? state.chunks : [];
  // a chunk's file is "<folder>/<name>.<content hash>.js" (the names are only compared)
  const named = (file: string) => file.endsWith('.js') && chunks.includes(file.slice(file.lastIndexOf('/') + 1).split('.')[0]);
  fetch(base, { mode: 'cors', credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<RemoteManifest>) : null))
    .then((m) => {
      const entry = m?.metaData?.remoteEntry;
      const files = entry && typeof entry.name === 'string' ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : [];
      const strings = (list: unknown[] | undefined) => (list ?? []).filter((f): f is string => typeof f === 'string');
      for (const expose of m?.exposes ?? []) files.push(...strings(expose.assets?.js?.sync), ...strings(expose.assets?.js?.async).filter(named));
      for (const file of files) prefetch(new URL(file, base).href);
    })
    .catch(() => undefined);
}

/** What the page loader reads of a remote's mf-manifest.json. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: string } };
  exposes?: { assets?: { js?: { sync?: unknown[]; async?: unknown[] } } }[];
}

window.addEventListener(
  'load',
  () => {
    prefetchRemote();
    warm();
  },
  { once: true },
);
