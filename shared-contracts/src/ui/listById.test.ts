import { ApiError } from 'shared-contracts';
import { isNotFound } from './listById';

describe('isNotFound', () => {
  it('is true only for an API answer with status 404', () => {
    expect(isNotFound(new ApiError('HTTP_ERROR', 404, 'Erro 404'))).toBe(true);
    expect(isNotFound(new ApiError('HTTP_ERROR', 500, 'Erro 500'))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
