import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';

/** Loads a fresh copy of the page loader (it sets itself up when its module runs). */
function loadPageLoader(): void {
  jest.isolateModules(() => {
    require('./pageLoader');
  });
}

/** Loads a fresh copy of the page loader as if its script element carried `data` (`data-entries`...). */
function loadPageLoaderWith(data: Record<string, string[]>): void {
  const script = document.createElement('script');
  for (const [name, paths] of Object.entries(data)) script.dataset[name] = JSON.stringify(paths);
  const saved = Object.getOwnPropertyDescriptor(Document.prototype, 'currentScript')!;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    loadPageLoader();
  } finally {
    Object.defineProperty(document, 'currentScript', saved);
  }
}

/** What a guest's typing does to a field: the browser's own value setter, then the input event. */
function typeAsGuest(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The app's mark that it has taken the page over; the loader reacts to it through a MutationObserver. */
async function appReady(): Promise<void> {
  await act(async () => {
    document.documentElement.dataset.ready = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function Search({ onSearch }: { onSearch: (value: string) => void }) {
  const [typed, setTyped] = useState('');
  return (
    <input
      type="search"
      aria-label="Buscar"
      value={typed}
      onChange={(e) => {
        setTyped(e.target.value);
        onSearch(e.target.value);
      }}
    />
  );
}

describe('pageLoader (docs/decisions/031)', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.ready;
    loadPageLoader();
  });

  it('keeps what the guest typed before the app ran, caret included, and gives it to the app as input once it runs', async () => {
    const onSearch = jest.fn();
    render(<Search onSearch={onSearch} />);
    const field = screen.getByRole<HTMLInputElement>('searchbox');
    field.focus();
    typeAsGuest(field, 'bodas');
    field.setSelectionRange(3, 3);
    // the app's half-ready input hears nothing (it would put its empty state back)
    expect(onSearch).not.toHaveBeenCalled();
    await appReady();
    expect(onSearch).toHaveBeenLastCalledWith('bodas');
    expect(field.value).toBe('bodas');
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
    expect(document.activeElement).toBe(field);
    // after the takeover, typing reaches the app directly
    act(() => typeAsGuest(field, 'bodas de ouro'));
    expect(onSearch).toHaveBeenLastCalledWith('bodas de ouro');
  });

  it('puts the caret back where the guest left it when the app had already emptied the field', async () => {
    const onSearch = jest.fn();
    render(<Search onSearch={onSearch} />);
    const field = screen.getByRole<HTMLInputElement>('searchbox');
    field.focus();
    typeAsGuest(field, 'bodas');
    expect([field.selectionStart, field.selectionEnd]).toEqual([5, 5]);
    // hydration writes the app's empty state into the field before the takeover: the caret goes to 0
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '');
    await appReady();
    expect(onSearch).toHaveBeenLastCalledWith('bodas');
    expect(field.value).toBe('bodas');
    expect([field.selectionStart, field.selectionEnd]).toEqual([5, 5]);
  });

  it('shows a press on a control at once, holds its click, and gives the click once the app runs', async () => {
    const onClick = jest.fn();
    render(<button onClick={onClick}>Presentear</button>);
    const button = screen.getByRole('button', { name: 'Presentear' });
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(button).toHaveAttribute('data-lp-held');
    expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-lp-held');
    await appReady();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('data-lp-held');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('gives no click back to a control whose press the app answered before it took the page over (its mark taken, decision 048)', async () => {
    const onClick = jest.fn();
    render(<button onClick={onClick}>Presentear</button>);
    const button = screen.getByRole('button', { name: 'Presentear' });
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    // what src/answerPress.tsx does once the screen has answered the press
    button.removeAttribute('data-lp-held');
    button.removeAttribute('aria-busy');
    await appReady();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lets a press that became a scroll go: the control is no longer shown pressed', () => {
    render(<button>Presentear</button>);
    const button = screen.getByRole('button', { name: 'Presentear' });
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(button).toHaveAttribute('data-lp-held');
    button.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    expect(button).not.toHaveAttribute('data-lp-held');
  });

  it('paints the pressed state with its own style', () => {
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain('[data-lp-held]{cursor:progress!important;opacity:.72!important');
  });

  it("prefetches, once the page has loaded, the remote's entry, its routes module and the chunks the page names", async () => {
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = 'lp-ssr';
    state.textContent = JSON.stringify({ manifest: 'http://public.test/v1/mf-manifest.json', chunks: ['list', 'give', '../x'] });
    document.body.appendChild(state);
    const manifest = {
      metaData: { remoteEntry: { name: 'remote_public.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['static/js/async/routes.1.js'], async: ['static/js/async/list.2.js', 'static/js/async/lists.3.js', 'static/js/async/give.4.js', 'static/js/async/lr.5.js'] } } }],
    };
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(manifest) });
    const saved = global.fetch;
    global.fetch = fetchMock;
    try {
      await act(async () => {
        window.dispatchEvent(new Event('load'));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    } finally {
      global.fetch = saved;
      state.remove();
    }
    expect(fetchMock).toHaveBeenCalledWith('http://public.test/v1/mf-manifest.json', expect.anything());
    const prefetched = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href));
    expect([...prefetched].sort()).toEqual(
      ['remote_public.js', 'static/js/async/give.4.js', 'static/js/async/list.2.js', 'static/js/async/routes.1.js'].map((file) => `http://public.test/v1/${file}`),
    );
  });
});

describe('pageLoader beside what the app renders before it runs (docs/decisions/048)', () => {
  let page: HTMLElement;
  beforeEach(async () => {
    // the loaders of the tests above stop listening once the app is marked ready
    await appReady();
    delete document.documentElement.dataset.ready;
    document.body.innerHTML = '';
    page = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    loadPageLoader();
  });

  it('holds the presses, clicks and typing of the page as sent (#root) only', async () => {
    const onPageClick = jest.fn();
    const onDialogClick = jest.fn();
    const onSearch = jest.fn();
    render(<button onClick={onPageClick}>Presentear</button>, { container: page });
    const dialog = render(
      <div role="dialog">
        <button onClick={onDialogClick}>Fechar</button>
        <Search onSearch={onSearch} />
      </div>,
    );
    const inDialog = within(dialog.container);
    const close = inDialog.getByRole('button', { name: 'Fechar' });
    close.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    close.click();
    expect(close).not.toHaveAttribute('data-lp-held');
    expect(onDialogClick).toHaveBeenCalledTimes(1);
    act(() => typeAsGuest(inDialog.getByRole<HTMLInputElement>('searchbox'), 'Tia Rosa'));
    expect(onSearch).toHaveBeenLastCalledWith('Tia Rosa');

    const give = screen.getByRole('button', { name: 'Presentear' });
    give.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    give.click();
    expect(give).toHaveAttribute('data-lp-held');
    expect(onPageClick).not.toHaveBeenCalled();
    await appReady();
    expect(onPageClick).toHaveBeenCalledTimes(1);
  });
  it('runs the app\'s scripts once the page has loaded, and lets it take the page over only at the guest\'s intent (docs/decisions/050)', async () => {
    await appReady();
    delete document.documentElement.dataset.ready;
    loadPageLoaderWith({ entries: ['/static/js/o.1.js', '/static/js/index.2.js'], preloads: ['/static/js/async/lh.3.js'] });
    const html = document.documentElement;
    const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => [new URL(s.src).pathname, s.async]).filter(([path]) => /\.[123]\.js$/.test(String(path)));
    expect(scripts()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    // the entries in order, the start-up chunks each as it comes; the app waits
    expect(scripts()).toEqual([
      ['/static/js/o.1.js', false],
      ['/static/js/index.2.js', false],
      ['/static/js/async/lh.3.js', true],
    ]);
    expect(html).toHaveAttribute('data-lp-waiting');
    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(html).not.toHaveAttribute('data-lp-waiting');
    expect(scripts()).toHaveLength(3);
  });

  it("downloads the files the page names for a held press (the overlays' module) at the first held click, once", async () => {
    // this test's own loader, with its script's data: the one of beforeEach stops listening
    await appReady();
    delete document.documentElement.dataset.ready;
    loadPageLoaderWith({ press: ['/static/js/async/r.1.js', '/static/js/async/f.2.js'] });
    const pressPrefetches = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname).filter((path) => /\/(r\.1|f\.2)\.js$/.test(path));
    render(<button>Presentear</button>, { container: page });
    expect(pressPrefetches()).toEqual([]);
    const give = screen.getByRole('button', { name: 'Presentear' });
    give.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    give.click();
    expect(pressPrefetches()).toEqual(['/static/js/async/r.1.js', '/static/js/async/f.2.js']);
    give.click();
    expect(pressPrefetches()).toHaveLength(2);
  });
});
