import { withApi } from '@/lib/api/with-api';
import { ZApiKeyInput, createApiKey, listApiKeys } from '@/lib/pro-api/api-keys';
import { getApiUsage } from '@/lib/pro-api/api-usage';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET', 'POST'],
  auth: 'session',
  body: ZApiKeyInput,
  async handler({ req, res, session, body }) {
    res.setHeader('Cache-Control', 'private, no-store');
    if (req.method === 'GET') {
      // The account page shows the keys with the allowance they draw on.
      const [apiKeys, usage] = await Promise.all([
        listApiKeys(session.user.id),
        getApiUsage(session.user.id),
      ]);
      return { apiKeys, usage };
    }
    res.status(201).json(await createApiKey(session.user.id, body.name));
  },
});
