import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import { ContactForm } from '@/components/site/contact-form';
import { SIGNED_OUT, jsonResponse, meFor, renderWithApp } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
});

beforeEach(() => {
  mockRouter.setCurrentUrl('/contact');
});

const contactCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/contact');

async function fillIn(values: { name?: string; email?: string; message?: string }) {
  if (values.name) await userEvent.type(screen.getByLabelText('Your name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('E-mail address'), values.email);
  if (values.message) await userEvent.type(screen.getByLabelText('Message'), values.message);
}

describe('ContactForm', () => {
  it('checks the fields before sending: nothing is posted and the first bad field takes focus', async () => {
    const { fetchMock } = renderWithApp(<ContactForm />, SIGNED_OUT);
    await fillIn({ email: 'not-an-email', message: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(contactCalls(fetchMock as jest.Mock)).toEqual([]);
  });

  it('sends name, e-mail, topic and message and shows a confirmation', async () => {
    const { fetchMock } = renderWithApp(<ContactForm />, SIGNED_OUT);
    await fillIn({ name: 'Grace', email: 'grace@example.com', message: 'Do you offer team plans?' });
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'sales');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your message is on its way' }),
    ).toHaveFocus();
    expect(screen.getByText(/We will answer at grace@example.com/)).toBeInTheDocument();
    const [[, init]] = contactCalls(fetchMock as jest.Mock) as [[string, RequestInit]];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Grace',
      email: 'grace@example.com',
      topic: 'sales',
      message: 'Do you offer team plans?',
    });
  });

  it('shows the server’s refusal, such as the throttle, and keeps what was typed', async () => {
    const { fetchMock } = renderWithApp(<ContactForm />, SIGNED_OUT);
    const me = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url) === '/api/contact'
        ? jsonResponse(
            429,
            {
              error: 'rate_limited',
              description: 'You have sent several messages.',
              params: { seconds: 600 },
            },
            'Too Many Requests',
          )
        : me(url, init),
    );
    await fillIn({ name: 'Grace', email: 'grace@example.com', message: 'Hello again, one more thing.' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts in a short time. Wait a few minutes and try again.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Hello again, one more thing.');
  });

  it('chooses the topic from ?topic= and fills in a signed-in sender', async () => {
    mockRouter.setCurrentUrl('/contact?topic=api');
    renderWithApp(<ContactForm />, meFor(null));
    expect(screen.getByLabelText('Topic')).toHaveValue('api');
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com'));
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada');
  });
});
