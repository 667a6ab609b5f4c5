/** The viewport, under the test's control: every IntersectionObserver made, by the callback it was given. */
export const observers: IntersectionObserverCallback[] = [];

class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}

/** Puts the fake in place of the browser's (call before each test: it forgets earlier observers). */
export function installFakeIntersectionObserver() {
  observers.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
}

/** Tells the first observer made that its element came into view. */
export function comeIntoView() {
  observers[0]!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}
