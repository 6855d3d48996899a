import { askListRefresh, onListRefresh } from './listRefresh';

describe('a request to refresh the list page from outside its tree (docs/decisions/048)', () => {
  it('reaches every listener, and a request made before anyone listened reaches the first listener once', () => {
    askListRefresh();
    const first = jest.fn();
    const stopFirst = onListRefresh(first);
    expect(first).toHaveBeenCalledTimes(1);
    const second = jest.fn();
    const stopSecond = onListRefresh(second);
    expect(second).not.toHaveBeenCalled();
    askListRefresh();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 1]);
    stopFirst();
    stopSecond();
    askListRefresh();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 1]);
  });
});
