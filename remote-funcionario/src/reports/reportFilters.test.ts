import { REPORT_MSG } from 'shared-contracts/reports';
import { checkReportFilters, readReportFilters, saoPauloMonth, writeReportFilters } from './reportFilters';

describe('saoPauloMonth', () => {
  it("is São Paulo's month, not UTC's: 02:30 UTC on 1 December is still 30 November there", () => {
    expect(saoPauloMonth(new Date('2026-12-01T02:30:00Z'))).toEqual({ de: '2026-11-01', ate: '2026-11-30' });
    expect(saoPauloMonth(new Date('2026-12-01T03:30:00Z'))).toEqual({ de: '2026-12-01', ate: '2026-12-31' });
  });

  it('ends February on the 29th in a leap year and on the 28th otherwise', () => {
    expect(saoPauloMonth(new Date('2028-02-10T12:00:00Z')).ate).toBe('2028-02-29');
    expect(saoPauloMonth(new Date('2027-02-10T12:00:00Z')).ate).toBe('2027-02-28');
  });
});

describe('the filters in the address', () => {
  const now = new Date('2026-11-15T12:00:00Z');

  it('reads the current month without a period, and keeps what the address says otherwise (an empty day too)', () => {
    expect(readReportFilters(new URLSearchParams(), now)).toEqual({ de: '2026-11-01', ate: '2026-11-30', filial: '', vendedor: '', page: 1 });
    expect(readReportFilters(new URLSearchParams('de=2026-01-01&ate=&filial=4&vendedor=12'), now)).toEqual({ de: '2026-01-01', ate: '', filial: '4', vendedor: '12', page: 1 });
  });

  it('writes the period always and the branch and seller when set', () => {
    expect(writeReportFilters({ de: '2026-11-01', ate: '2026-11-30', filial: '', vendedor: '', page: 1 }).toString()).toBe('de=2026-11-01&ate=2026-11-30');
    expect(writeReportFilters({ de: '', ate: '2026-11-30', filial: '4', vendedor: '12', page: 1 }).toString()).toBe('de=&ate=2026-11-30&filial=4&vendedor=12');
  });

  it('gives the API query of valid filters (ids as numbers)', () => {
    expect(checkReportFilters({ de: '2026-11-01', ate: '2026-11-30', filial: '4', vendedor: '12', page: 1 })).toEqual({
      query: { de: '2026-11-01', ate: '2026-11-30', filialId: 4, vendedorId: 12 },
      errors: {},
    });
  });

  it("gives no query and the contract's message next to each refused field", () => {
    expect(checkReportFilters({ de: '2026-02-30', ate: '', filial: 'x', vendedor: '1.5', page: 1 })).toEqual({
      query: null,
      errors: { de: REPORT_MSG.from, ate: REPORT_MSG.to, filial: REPORT_MSG.branch, vendedor: REPORT_MSG.seller },
    });
    expect(checkReportFilters({ de: '2026-11-30', ate: '2026-11-01', filial: '', vendedor: '', page: 1 }).errors).toEqual({ ate: REPORT_MSG.order });
    expect(checkReportFilters({ de: '2020-01-01', ate: '2026-11-30', filial: '', vendedor: '', page: 1 }).errors).toEqual({ ate: REPORT_MSG.tooLong });
  });
});
