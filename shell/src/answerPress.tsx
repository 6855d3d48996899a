/**
 * A press held by the page loader, answered before the app takes the page over (docs/decisions/048).
 * The page's screen says what answers it (`ScreenComponent.answerPress`: a gift's 'Presentear' on a
 * list page gives its review dialog); the shell renders that at once in a root of its own, beside
 * the page, with the product's Chakra system and the runtime configuration, and hydrates the page
 * after it, without waiting more than ANSWER_WAIT_MS for the answer. The control's held mark is
 * taken off, so the page loader does not give its click back.
 *
 * The answer's Chakra provider takes over the page's global styles as sent (Emotion's `Global`
 * adopts the server's style elements); the page's own providers insert theirs as they hydrate. So
 * that the page never goes without them, the root stays mounted, empty, once the answer closes,
 * until the app has taken the page over (`data-ready`).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { RuntimeConfigContext, type PressAnswer, type RuntimeConfig, type ScreenComponent } from 'shared-contracts';
import { ChakraProvider, system } from 'shared-contracts/chakra';
import { HELD_ATTRIBUTE, heldControl } from './heldPress';

function PressFrame({ config, children }: { config: RuntimeConfig; children?: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>
    </ChakraProvider>
  );
}

/** Runs `then` once the app has taken the page over (`data-ready` on the document element). */
function whenReady(doc: Document, then: () => void): void {
  const root = doc.documentElement;
  if (root.hasAttribute('data-ready')) return then();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-ready')) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
}

/** How long the takeover waits for the screen's answer (its code on a slow link) before it goes on without it. */
export const ANSWER_WAIT_MS = 2000;

/**
 * Answers the press held on the page, if any, as `screen` (the page's screen) says: resolves to
 * true once the answer is rendered (and the press taken from the page loader), false when there is
 * no held press, the screen does not answer it, or asking failed (the click is then given back to
 * the page once it runs, as before). After `waitMs` without an answer it resolves false, so that
 * the page is not left waiting on a slow link: an answer that comes later is still rendered if the
 * press is still held then, and otherwise dropped (the page had the click).
 */
export function answerHeldPress(
  screen: ScreenComponent | undefined,
  config: RuntimeConfig,
  data: Record<string, unknown>,
  { doc = document, waitMs = ANSWER_WAIT_MS }: { doc?: Document; waitMs?: number } = {},
): Promise<boolean> {
  const control = heldControl(doc);
  if (!control || !screen?.answerPress) return Promise.resolve(false);
  const answered = screen.answerPress(control, { data }).then(
    (answer) => (answer ? render(control, answer, config, doc) : false),
    (error: unknown) => {
      console.error(error);
      return false;
    },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)));
  return Promise.race([answered, waited]).finally(() => clearTimeout(timer));
}

/** Renders `answer` for the held `control` (see the file's note); false when the page already had the press. */
function render(control: HTMLElement, answer: PressAnswer, config: RuntimeConfig, doc: Document): boolean {
  if (!control.isConnected || !control.hasAttribute(HELD_ATTRIBUTE)) return false;
  control.removeAttribute(HELD_ATTRIBUTE);
  control.removeAttribute('aria-busy');
  const container = doc.createElement('div');
  doc.body.appendChild(container);
  const root = createRoot(container);
  const close = () => {
    root.render(<PressFrame config={config} />);
    whenReady(doc, () => {
      root.unmount();
      container.remove();
    });
  };
  flushSync(() => root.render(<PressFrame config={config}>{answer(close)}</PressFrame>));
  return true;
}
