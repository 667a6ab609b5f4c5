import { sendJsonText } from '@/lib/api/send-json';
import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { NOT_AUTHENTICATED } from '@/lib/auth/not-authenticated';
import type { TMe } from '@/lib/users/me-types';

export const config = { api: { bodyParser: false } };

/**
 * The JSON text of each answer sent: an adapter that keeps a user's answer gives the same object until something in
 * it changes, so nearly every signed-in page view is answered without serialising it again.
 */
const texts = new WeakMap<TMe, string>();

const answerMe = withApi({
  methods: ['GET'],
  // The session is checked by getMe itself, together with the reading of the user's context.
  auth: 'none',
  async handler({ res, io }) {
    res.setHeader('Cache-Control', 'private, no-store');
    const me = await getAuth().getMe(io);
    if (!me) throw NOT_AUTHENTICATED;
    let text = texts.get(me);
    if (text === undefined) {
      text = JSON.stringify(me);
      texts.set(me, text);
    }
    sendJsonText(res, text);
  },
});

export default answerMe;
