/**
 * A press held by the page loader, answered before the app takes the page over (docs/decisions/048).
 * The page's screen says what answers it (`ScreenComponent.answerPress`: a gift's 'Presentear' on a
 * list page gives its review dialog); the shell renders that at once in a root of its own, beside
 * the page, with the product's Chakra system and the runtime configuration, and hydrates the page
 * after it, without waiting more than ANSWER_WAIT_MS for the answer. The control's held mark is
 * taken off, so the page loader does not give its click back.
 *
 * The answer brings no global styles of its own (docs/decisions/049): the page as sent has them,
 * and adopting them would move their style elements in the head, a restyle of the whole page on
 * the tap's path. The page's own providers adopt them as they hydrate.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { RuntimeConfigContext, type PressAnswer, type RuntimeConfig, type ScreenComponent } from 'shared-contracts';
import { ChakraProvider, system } from 'shared-contracts/chakra';
import { useServerStyles } from 'shared-contracts/ui';
import { HELD_ATTRIBUTE, heldControl } from './heldPress';

/**
 * The product's system without its global styles (preflight, global CSS, tokens, the layers'
 * order): Chakra's provider renders them with Emotion's `Global`, which takes the server's style
 * element for each (moves it in the head) or inserts a new one. Everything else is the system's
 * own, read through it; its global styles' text, which the system writes only when first asked
 * (patches/@chakra-ui__react), is not asked for.
 */
const answerSystem: typeof system = Object.create(system, {
  _global: { value: [] },
  _config: { value: { ...system._config, disableLayers: true } },
});

function PressFrame({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  useServerStyles(); // the first root to render on the page: the server's styles are not inserted again
  return (
    <ChakraProvider value={answerSystem}>
      <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>
    </ChakraProvider>
  );
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
  // after the work that closes it: a root is not unmounted from inside its own effects
  const close = () =>
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
  flushSync(() => root.render(<PressFrame config={config}>{answer(close)}</PressFrame>));
  return true;
}
