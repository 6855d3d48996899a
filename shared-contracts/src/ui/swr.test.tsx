import '../testing/polyfills';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, type Cache } from 'swr';
import { swrKeys } from '../swrKeys';
import { useRefreshListProducts } from './swr';

describe('useRefreshListProducts (§7: after add or edit the cached list-product data is refreshed)', () => {
  it("drops the list's staff items, list by id and public pages from the cache, refetches those on screen, and leaves the rest", async () => {
    const cache = new Map() as unknown as Cache;
    // As the shell configures SWR: stale data is not revalidated on mount.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, revalidateIfStale: false }}>{children}</SWRConfig>
    );
    const offScreen = renderHook(
      () => ({
        filtered: useSWR(swrKeys.staffListItems(7, 'toalha', 'vendido'), async () => 'itens filtrados'),
        list: useSWR(swrKeys.staffList(7), async () => 'lista 7'),
        publicPage: useSWR(swrKeys.publicList('casamento-ana'), async () => 'página pública'),
        otherList: useSWR(swrKeys.staffListItems(8), async () => 'itens da lista 8'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(offScreen.result.current.publicPage.data).toBe('página pública'));
    await waitFor(() => expect(offScreen.result.current.otherList.data).toBe('itens da lista 8'));
    await waitFor(() => expect(offScreen.result.current.list.data).toBe('lista 7'));
    await waitFor(() => expect(offScreen.result.current.filtered.data).toBe('itens filtrados'));
    offScreen.unmount();

    const fetchItems = jest.fn().mockResolvedValueOnce('antes').mockResolvedValue('depois');
    const onScreen = renderHook(() => ({ items: useSWR(swrKeys.staffListItems(7), fetchItems), refresh: useRefreshListProducts() }), { wrapper });
    await waitFor(() => expect(onScreen.result.current.items.data).toBe('antes'));

    await act(() => onScreen.result.current.refresh(7));

    await waitFor(() => expect(onScreen.result.current.items.data).toBe('depois'));
    const cached = (part: string) => [...cache.keys()].filter((k) => k.includes(part)).map((k) => cache.get(k)?.data);
    expect(cached('toalha')).toEqual([undefined]);
    expect(cached('"list"')).toEqual([undefined]);
    expect(cached('listBySlug')).toEqual([undefined]);
    expect(cached('"staffListItems",8')).toEqual(['itens da lista 8']);
  });
});
