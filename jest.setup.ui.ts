/** jsdom additions that Chakra UI v3 needs: ResizeObserver, matchMedia, PointerEvent. */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;
// the page server's tests run in Node (`@jest-environment node`): no window there
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  // Ark UI (Chakra's checkbox, combobox) dispatches PointerEvents, which jsdom lacks.
  if (!('PointerEvent' in window)) {
    class PointerEventStub extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventStub;
  }
  window.scrollTo = () => {};
  Element.prototype.scrollTo = () => {};
}

// `api` of shared-contracts is an ES namespace (read-only bindings): every UI test gets a plain
// copy, so that its calls can be spied on (jest.spyOn(api, 'fetchList')).
jest.mock('shared-contracts', () => {
  const actual = jest.requireActual('shared-contracts');
  return { ...actual, api: { ...actual.api } };
});

// findBy* and waitFor give up after 1 s by default; a CI machine under load can take longer to
// render a screen, so they wait up to 5 s (a bound on waiting, not a timed assertion).
configure({ asyncUtilTimeout: 5_000 });
