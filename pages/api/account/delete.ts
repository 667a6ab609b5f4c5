import { withApi } from '@/lib/api/with-api';
import { getAuth } from '@/lib/auth/get-auth';
import { ZAccountDeletion, deleteAccount } from '@/lib/users/delete-account';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  body: ZAccountDeletion,
  async handler({ io, session, body }) {
    await deleteAccount(session.user.id, body);
    await getAuth().signOut(io);
    return { deleted: true };
  },
});
