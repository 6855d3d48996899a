import { pageWindow, narrowPageWindow } from './pageWindow';

describe('pageWindow (§2 Public lists page pagination)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows a window around the current page with ellipsis on both sides', () => {
    expect(pageWindow(5, 10)).toEqual([1, '...', 4, 5, 6, '...', 10]);
    expect(pageWindow(4, 6)).toEqual([1, '...', 3, 4, 5, 6]);
  });

  it('keeps the start together near the first page', () => {
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, 4, '...', 6]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, '...', 20]);
  });

  it('keeps the end together near the last page', () => {
    expect(pageWindow(20, 20)).toEqual([1, '...', 17, 18, 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, '...', 17, 18, 19, 20]);
    expect(pageWindow(17, 20)).toEqual([1, '...', 16, 17, 18, '...', 20]);
  });

  it('clamps a current page out of range', () => {
    expect(pageWindow(99, 10)).toEqual([1, '...', 7, 8, 9, 10]);
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, '...', 10]);
  });

  it('always contains the current page, the first and the last', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const w = pageWindow(current, total);
        expect(w).toContain(current);
        expect(w[0]).toBe(1);
        expect(w[w.length - 1]).toBe(total);
        const numbers = w.filter((x): x is number => x !== '...');
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      }
    }
  });
});

describe('narrowPageWindow (the pages a phone shows)', () => {
  it('keeps up to 3 consecutive pages around the current one, inside 1..total', () => {
    expect(narrowPageWindow(1, 1)).toEqual([1]);
    expect(narrowPageWindow(2, 2)).toEqual([1, 2]);
    expect(narrowPageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(narrowPageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(narrowPageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(narrowPageWindow(99, 10)).toEqual([8, 9, 10]);
    expect(narrowPageWindow(0, 10)).toEqual([1, 2, 3]);
  });
});
