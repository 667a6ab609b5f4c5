import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Footer } from '@/components/layout/footer';
import { SIGNED_OUT, meFor, renderWithApp } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
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
});
