import { loadShare } from '@module-federation/enhanced/runtime';
import { HELD_ATTRIBUTE, pressHeld } from '../heldPress';
import { prefetchOverlays } from './chakraModules';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare: jest.fn(() => Promise.resolve(() => ({}))) }));

describe("the overlays' module downloaded for a held press (docs/decisions/047)", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('sees a press only where the page loader holds one', () => {
    document.body.innerHTML = '<button>Presentear</button>';
    expect(pressHeld()).toBe(false);
    document.body.innerHTML = `<button ${HELD_ATTRIBUTE}="" aria-busy="true">Presentear</button>`;
    expect(pressHeld()).toBe(true);
  });

  it("loads the overlays' module through the federation (its factory, which it does not run)", () => {
    prefetchOverlays();
    expect(loadShare).toHaveBeenCalledWith('shared-contracts/chakra-overlays');
  });
});
