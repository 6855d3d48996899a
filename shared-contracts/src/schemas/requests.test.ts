/**
 * Decision 019: the shared singleton (`shared-contracts`, on every guest's first load) carries the
 * response schemas the client runs, not the request schemas only the API runs
 * (`shared-contracts/requests`) nor the form schemas no screen uses yet (`shared-contracts/forms`).
 */
import * as singleton from '../index';
import * as forms from './forms';
import * as requests from './requests';

const valueNames = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');

describe('what the shared singleton carries', () => {
  it('exports no request, query or params schema', () => {
    expect(valueNames(singleton).filter((name) => /(Request|Query|Params)Schema$/.test(name))).toEqual([]);
  });

  it('exports none of ./requests and ./forms as values', () => {
    const inSingleton = new Set(valueNames(singleton));
    const leaked = [...valueNames(requests), ...valueNames(forms)].filter((name) => inSingleton.has(name));
    expect(leaked).toEqual([]);
    expect(valueNames(requests).length).toBeGreaterThan(20);
  });

  it('keeps the response schemas the client validates answers with', () => {
    expect(singleton.fetchPublicListsResponseSchema.safeParse({ items: [], meta: { totalItems: 0, totalPages: 0, currentPage: 1 } }).success).toBe(true);
    expect(typeof singleton.checkoutResponseSchema.parse).toBe('function');
  });
});
