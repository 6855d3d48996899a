import 'shared-contracts/testing/polyfills';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, type Cache } from 'swr';
import { CUSTOMER_KEYS, useRefreshCustomerData } from './customerCache';

describe('useRefreshCustomerData', () => {
  it('drops the cached dashboard data (off screen) and refetches the list on screen', async () => {
    const cache = new Map() as unknown as Cache;
    // As the shell configures SWR: stale data is not revalidated on mount.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, revalidateIfStale: false }}>{children}</SWRConfig>
    );
    const dashboard = renderHook(
      () => ({
        lists: useSWR([CUSTOMER_KEYS.lists, 55, 'a@b.c', 'todos'], async () => ['lista antiga']),
        counters: useSWR([CUSTOMER_KEYS.dashboard, 55, 'a@b.c'], async () => ({ listasAtivas: 1 })),
        other: useSWR(['outra-coisa'], async () => 'fica'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(dashboard.result.current.lists.data).toEqual(['lista antiga']));
    await waitFor(() => expect(dashboard.result.current.counters.data).toEqual({ listasAtivas: 1 }));
    await waitFor(() => expect(dashboard.result.current.other.data).toBe('fica'));
    dashboard.unmount();

    const fetchList = jest.fn().mockResolvedValueOnce('antes').mockResolvedValue('depois');
    const edit = renderHook(() => ({ list: useSWR([CUSTOMER_KEYS.list, 7, 55, 'a@b.c'], fetchList), refresh: useRefreshCustomerData() }), { wrapper });
    await waitFor(() => expect(edit.result.current.list.data).toBe('antes'));

    await act(() => edit.result.current.refresh());

    await waitFor(() => expect(edit.result.current.list.data).toBe('depois'));
    const cached = (name: string) => [...cache.keys()].filter((k) => k.includes(name)).map((k) => cache.get(k)?.data);
    expect(cached(CUSTOMER_KEYS.lists)).toEqual([undefined]);
    expect(cached(CUSTOMER_KEYS.dashboard)).toEqual([undefined]);
    expect(cached('outra-coisa')).toEqual(['fica']);
  });
});
