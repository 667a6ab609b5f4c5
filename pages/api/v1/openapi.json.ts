import { withApi } from '@/lib/api/with-api';
import { createOpenApiDocument } from '@/lib/pro-api/openapi-document';

export const config = { api: { bodyParser: false } };

let document: ReturnType<typeof createOpenApiDocument> | undefined;

export default withApi({
  methods: ['GET'],
  auth: 'none',
  async handler({ res }) {
    // The same for every caller and every request until the next deploy.
    document ??= createOpenApiDocument();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('Access-Control-Allow-Origin', '*');
    return document;
  },
});
