import { withApi } from '@/lib/api/with-api';
import { ZProfileUpdate, updateProfile } from '@/lib/users/update-profile';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['PATCH'],
  auth: 'session',
  body: ZProfileUpdate,
  handler: ({ session, body }) => updateProfile(session.user.id, body),
});
