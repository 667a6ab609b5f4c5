import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '@/components/layout/header';
import { SIGNED_OUT, meFor, renderWithApp, subscriptionTo } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
});

const proSubscription = subscriptionTo('p');

function desktopActions() {
  // The first banner navigation holds the desktop links; actions sit beside it.
  return within(screen.getByRole('banner'));
}

describe('Header', () => {
  it('shows Sign In and Get Started to a visitor', async () => {
    const { fetchMock } = renderWithApp(<Header />, SIGNED_OUT);
    expect(await desktopActions().findByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/signup',
    );
    // No session hint: a visitor's browser does not ask for a session it does not have.
    expect(fetchMock).not.toHaveBeenCalledWith('/api/me', expect.anything());
    expect(desktopActions().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(desktopActions().queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(desktopActions().queryByRole('link', { name: 'Pro Account' })).toBeNull();
  });

  it('shows Upgrade to a signed-in user without a subscription, and it opens the pricing plans modal', async () => {
    renderWithApp(<Header />, meFor(null));
    const upgrade = await desktopActions().findByRole('button', { name: 'Upgrade' });
    expect(desktopActions().queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Upgrade your plan' })).toBeNull();
    await userEvent.click(upgrade);
    const modal = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(within(modal).getByText(/More designs every month/)).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Upgrade your plan' })).toBeNull();
  });

  it('shows Pro Account, linking to /account, to a subscriber', async () => {
    renderWithApp(<Header />, meFor(proSubscription));
    expect(await desktopActions().findByRole('link', { name: 'Pro Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(desktopActions().queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(desktopActions().queryByRole('link', { name: 'Get Started' })).toBeNull();
  });

  it('lists the four use cases in its dropdown, which Esc closes', async () => {
    renderWithApp(<Header />, SIGNED_OUT);
    const toggle = screen.getByRole('button', { name: 'Use cases' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/use-cases/real-estate',
      '/use-cases/home-makeover',
      '/use-cases/interior-designers',
      '/use-cases/furniture-staging',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('mobile menu', () => {
  it('opens from the menu button with the navigation and the identity actions, and closes again', async () => {
    renderWithApp(<Header />, SIGNED_OUT);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();

    await userEvent.click(open);
    // Its code loads on that first press.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Real estate' })).toHaveAttribute(
      'href',
      '/use-cases/real-estate',
    );
    expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(await within(menu).findByRole('link', { name: 'Get Started' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in it is followed', async () => {
    renderWithApp(<Header />, SIGNED_OUT);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Learn' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
