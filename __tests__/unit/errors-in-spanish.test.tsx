import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import { RenderCard } from '@/components/studio/designs/render-card';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { readNamespaces, showTextsIn } from './helpers/texts';
import { SIGNED_OUT, jsonResponse, renderWithApp } from './helpers/render-with-app';
import { StudioProviders } from '@/components/studio/studio-providers';

// The page in Spanish: every namespace as /es pages load it.
beforeAll(() => {
  showTextsIn('es', readNamespaces('es'));
});
afterAll(() => {
  showTextsIn('en');
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('a Spanish page shows server errors in Spanish', () => {
  it('the message for the sign-up route’s code, with the values it carries, never the English description', async () => {
    mockRouter.setCurrentUrl('/signup');
    const { fetchMock } = renderWithApp(<SignUpForm localOutbox={false} />, SIGNED_OUT);
    const me = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url) === '/api/auth/signup'
        ? jsonResponse(
            400,
            {
              error: 'password_too_short',
              description: 'Use at least 8 characters for your password.',
              field: 'password',
              params: { min: 8 },
            },
            'Bad Request',
          )
        : me(url, init),
    );
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'corta-pero-aceptada');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Usa al menos 8 caracteres para tu contraseña.',
    );
    expect(screen.queryByText(/Use at least/)).toBeNull();
  });

  it('the code a no-script form post left in the address', () => {
    mockRouter.setCurrentUrl('/signup?error=rate_limited');
    renderWithApp(<SignUpForm localOutbox={false} />, SIGNED_OUT);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Demasiados intentos en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
    );
  });

  it('why a render failed, by its code', () => {
    renderWithApp(
      <StudioProviders>
        <RenderCard
          render={{
            id: '00000000-0000-4000-8000-000000000001',
            mine: true,
            status: 'failed',
            tool: 'landscaping',
            roomType: 'garden',
            style: 'modern',
            prompt: null,
            variants: 1,
            watermark: false,
            strictLayout: false,
            options: {},
            engine: 'local-preview',
            error: 'No lawn or garden beds were found in this photo.',
            errorCode: 'no_garden_found',
            outputs: [],
            structureScore: null,
            unwatermarkedOutputs: [],
            imageId: '00000000-0000-4000-8000-000000000002',
            imageUrl: '/api/files/uploads/photo.jpg',
            projectId: null,
            isPublic: false,
            createdAt: '2026-11-24T10:00:00.000Z',
            finishedAt: '2026-11-24T10:00:05.000Z',
          }}
          onOpen={() => undefined}
          withProjectActions={false}
          onMoved={() => undefined}
          onRetried={() => undefined}
        />
      </StudioProviders>,
      SIGNED_OUT,
    );
    expect(screen.getByText(/No se encontró césped ni parterres en esta foto/)).toBeInTheDocument();
    expect(screen.queryByText(/No lawn or garden beds/)).toBeNull();
  });
});
