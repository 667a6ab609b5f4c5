import { withApi } from '@/lib/api/with-api';
import { ZSignUp } from '@/lib/auth/schemas';
import { signUpWithPassword } from '@/lib/auth/sign-up-with-password';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZSignUp,
  async handler({ res, io, body }) {
    const session = await signUpWithPassword(io, body);
    // 201 and this shape for a new address and a taken one alike.
    res.status(201).json({ user: session?.user ?? null, confirmationRequired: session === null });
  },
});
