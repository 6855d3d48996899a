import { branchName } from './branchName';

describe('branchName', () => {
  it('prefers the fixed name, then the API name, then the word for an unnamed branch', () => {
    expect(branchName(1, 'Outro nome')).toBe('Visual Fashion Shop');
    expect(branchName(7, 'Loja do Centro')).toBe('Loja do Centro');
    expect(branchName(7)).toBe('Loja 7');
    expect(branchName(7, null, 'Filial')).toBe('Filial 7');
  });
});
