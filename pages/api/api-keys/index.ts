import { captureServerEvent } from '@/lib/analytics/server-analytics';
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
    const created = await createApiKey(session.user.id, body.name);
    await captureServerEvent(session.user.id, 'api_key_created', { key_id: created.apiKey.id });
    res.status(201).json(created);
  },
});
