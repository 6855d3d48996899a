import { importOnce } from './screenOnDemand';

describe('importOnce', () => {
  it('shares one download between calls', async () => {
    const load = jest.fn(async () => 'módulo');
    const get = importOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['módulo', 'módulo']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, tells onFailure, and loads again on the next call', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('rede')).mockResolvedValueOnce('módulo');
    const onFailure = jest.fn();
    const get = importOnce<string>(load, onFailure);
    await expect(get()).rejects.toThrow('rede');
    expect(onFailure).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toBe('módulo');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
