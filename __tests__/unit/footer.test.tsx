import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import { Footer } from '@/components/layout/footer';
import { SIGNED_OUT, meFor, renderWithApp } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
  mockRouter.locale = undefined;
});

const footer = () => within(screen.getByRole('contentinfo'));

describe('Footer', () => {
  it('offers a visitor Sign In and Get Started', async () => {
    renderWithApp(<Footer />, SIGNED_OUT);
    expect(await footer().findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(footer().getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  });

  it('offers a signed-in user neither, and keeps their account', async () => {
    renderWithApp(<Footer />, meFor(null));
    await waitFor(() => expect(footer().queryByRole('link', { name: 'Sign In' })).toBeNull());
    expect(footer().queryByRole('link', { name: 'Get Started' })).toBeNull();
    expect(footer().getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  });

  it("links in the page's language and follows a link without leaving the app", async () => {
    mockRouter.setCurrentUrl('/');
    mockRouter.locale = 'es';
    const prefetch = jest.spyOn(mockRouter, 'prefetch');
    renderWithApp(<Footer />, SIGNED_OUT);
    const pricing = footer()
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === '/es/pricing');
    expect(pricing).toBeDefined();
    expect(
      footer()
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain('/es/realtor-tools?tool=lighting');

    await userEvent.hover(pricing!);
    // The mock's prefetch declares no parameters; next/router's takes the path.
    expect((prefetch.mock.calls as unknown[][]).map(([path]) => path)).toContain('/pricing');
    // A click meant for a new tab is left to the browser.
    fireEvent.click(pricing!, { ctrlKey: true });
    expect(mockRouter.asPath).toBe('/');
    await userEvent.click(pricing!);
    // The router went there, in the page's language: the browser was not sent to the address itself.
    expect(mockRouter.asPath).toBe('/pricing');
    expect(mockRouter.locale).toBe('es');
  });
});
