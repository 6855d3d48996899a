/** @jest-environment node */
import path from 'node:path';
import { hostArguments } from './main';

describe('hostArguments', () => {
  it('reads <dir> <port> [--spa] [--hsts] [--ssr <bundle>] in any order of the flags', () => {
    expect(hostArguments(['shell/dist', '8080', '--spa', '--ssr', 'shell/dist-server/page-server.cjs'])).toEqual({
      root: path.resolve('shell/dist'),
      port: 8080,
      spa: true,
      hsts: false,
      ssrBundle: 'shell/dist-server/page-server.cjs',
    });
    expect(hostArguments(['--hsts', 'releases/remote-kits', '3104'])).toMatchObject({ port: 3104, spa: false, hsts: true, ssrBundle: undefined });
  });

  it('refuses a command line it does not take', () => {
    for (const argv of [[], ['shell/dist'], ['shell/dist', 'oito'], ['shell/dist', '70000'], ['shell/dist', '8080', '--ssr'], ['shell/dist', '8080', '--gzip'], ['a', '1', 'b']]) {
      expect(hostArguments(argv)).toBeNull();
    }
  });
});
