/** Sends the browser to the store's checkout address (a module of its own so tests can replace it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
