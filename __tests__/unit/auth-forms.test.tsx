import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import type { ReactElement } from 'react';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { PasswordResetRequestForm } from '@/components/auth/password-reset-request-form';
import { SignInForm } from '@/components/auth/sign-in-form';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { SIGNED_OUT, renderWithApp } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('auth forms', () => {
  it.each([
    ['sign-in', <SignInForm key="f" localOutbox={false} />, '/api/auth/form/signin'],
    ['sign-up', <SignUpForm key="f" localOutbox={false} />, '/api/auth/form/signup'],
    [
      'reset request',
      <PasswordResetRequestForm key="f" localOutbox={false} />,
      '/api/auth/form/reset-password',
    ],
    ['new password', <NewPasswordForm key="f" />, '/api/auth/form/update-password'],
  ] as [string, ReactElement, string][])(
    'posts the %s form to its form route when no script handles it, never as a GET',
    (_name, ui, action) => {
      mockRouter.setCurrentUrl('/signin');
      const { container } = renderWithApp(ui, SIGNED_OUT);
      const form = container.querySelector('form')!;
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', action);
    },
  );

  it('carries the return address and the chosen plan, and posts the link button to its own route', () => {
    mockRouter.setCurrentUrl('/signin?redirectedFrom=%2Fstudio&pro=true');
    const { container } = renderWithApp(<SignInForm localOutbox={false} />, SIGNED_OUT);
    const fields = new FormData(container.querySelector('form')!);
    expect([fields.get('redirectedFrom'), fields.get('pro')]).toEqual(['/studio', 'true']);
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in link' })).toHaveAttribute(
      'formaction',
      '/api/auth/form/magic-link',
    );
  });

  it('drops an unsafe return address', () => {
    mockRouter.setCurrentUrl('/signin?redirectedFrom=%2F%2Fevil.example');
    const { container } = renderWithApp(<SignInForm localOutbox={false} />, SIGNED_OUT);
    expect(new FormData(container.querySelector('form')!).get('redirectedFrom')).toBeNull();
  });

  it('shows the outcome a no-script post left in the address, translated, until the form is sent again', async () => {
    mockRouter.setCurrentUrl('/signin?error=invalid_credentials');
    const { fetchMock } = renderWithApp(<SignInForm localOutbox={false} />, SIGNED_OUT);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid e-mail or password.');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');

    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/signin')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('shows a notice from the address, and nothing for a code it does not know', () => {
    mockRouter.setCurrentUrl('/signup?notice=confirmation_sent');
    const first = renderWithApp(<SignUpForm localOutbox={false} />, SIGNED_OUT);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent you a confirmation e-mail. Check your inbox and follow its link to confirm your account, then sign in.',
    );
    first.unmount();
    mockRouter.setCurrentUrl('/signup?error=%3Cb%3Ehi%3C%2Fb%3E&notice=anything');
    renderWithApp(<SignUpForm localOutbox={false} />, SIGNED_OUT);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('links to the local outbox once a mail was sent, only where the local auth keeps its mail', async () => {
    mockRouter.setCurrentUrl('/signup?notice=confirmation_sent');
    const local = renderWithApp(<SignUpForm localOutbox />, SIGNED_OUT);
    expect(screen.getByRole('link', { name: 'Open the local outbox' })).toHaveAttribute('href', '/dev/mail');
    local.unmount();
    const hosted = renderWithApp(<SignUpForm localOutbox={false} />, SIGNED_OUT);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the local outbox' })).toBeNull();
    hosted.unmount();

    mockRouter.setCurrentUrl('/signin');
    renderWithApp(<SignInForm localOutbox />, SIGNED_OUT);
    expect(screen.queryByRole('link', { name: 'Open the local outbox' })).toBeNull();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('link', { name: 'Open the local outbox' })).toHaveAttribute(
      'href',
      '/dev/mail',
    );
  });
});
