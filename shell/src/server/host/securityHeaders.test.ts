/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellCsp, shellCspReader } from './securityHeaders';

describe('shellCsp', () => {
  it('allows scripts, connections and images from the origins of the runtime configuration only', () => {
    const csp = shellCsp({ apiUrl: 'https://api.loja.test/v1', assetsUrl: 'https://img.loja.test', remotes: { public: 'https://public.loja.test/mf-manifest.json', kits: 'javascript:alert(1)' } });
    expect(csp).toContain("script-src 'self' https://public.loja.test;");
    expect(csp).toContain("connect-src 'self' https://api.loja.test https://public.loja.test;");
    expect(csp).toContain("img-src 'self' https://img.loja.test https://api.loja.test https://public.loja.test data: blob:;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('javascript');
  });
});

describe('shellCspReader', () => {
  it('reads the policy again when the file changes, and keeps the last one while a deploy replaces the file (docs/decisions/032)', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lp-csp-')), 'runtime-config.json');
    expect(() => shellCspReader(file)()).toThrow();
    fs.writeFileSync(file, JSON.stringify({ apiUrl: 'https://api.um.test' }));
    const read = shellCspReader(file);
    expect(read()).toContain('https://api.um.test');
    fs.writeFileSync(file, JSON.stringify({ apiUrl: 'https://api.dois.test' }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(read()).toContain('https://api.dois.test');
    fs.rmSync(file);
    expect(read()).toContain('https://api.dois.test');
  });
});
