import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { ZContactMessage } from '@/lib/contact/contact-input';
import { saveContactMessage } from '@/lib/contact/save-contact-message';
import { throttleContact } from '@/lib/contact/throttle-contact';

export const config = { api: { bodyParser: false } };

/** The contact form: anyone may write; a signed-in sender's message is linked to their account. */
export default withApi({
  methods: ['POST'],
  auth: 'none',
  body: ZContactMessage,
  async handler({ res, io, body }) {
    await throttleContact(body.email, io.network);
    const session = await getAuth().getSession(io);
    const saved = await saveContactMessage(body, { ip: io.ip, userId: session?.user.id ?? null });
    res.status(201).json({ message: saved });
  },
});
