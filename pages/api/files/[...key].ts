import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { AppError } from '@/lib/api/app-error';
import { getAuth } from '@/lib/auth/get-auth';
import { API_KEY_MARKER } from '@/lib/pro-api/api-key-format';
import { bearerToken, findApiCaller } from '@/lib/pro-api/authenticate-api-key';
import { DOWNLOAD_NAME } from '@/lib/studio/files/download-name';
import { findStoredFile } from '@/lib/studio/files/find-stored-file';
import { sendStoredFile } from '@/lib/studio/files/send-stored-file';
import { findTrialVisitor } from '@/lib/studio/trial/trial-visitor';

export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['GET', 'HEAD'],
  auth: 'none',
  query: z.object({
    key: z.array(z.string()).min(1).max(4),
    // 1 keeps the stored name; a name (lower-case words and hyphens) says what the file is.
    download: z
      .union([z.literal('1'), z.string().max(80).regex(DOWNLOAD_NAME)], {
        message: 'Use download=1, or a name of lower-case letters, digits and hyphens, to download the file.',
      })
      .optional(),
  }),
  async handler({ req, res, io, query }) {
    // Pro API clients download their results with the key they called with.
    const apiKey = bearerToken(req.headers.authorization);
    const caller = apiKey?.startsWith(API_KEY_MARKER) ? await findApiCaller(apiKey) : null;
    if (apiKey?.startsWith(API_KEY_MARKER) && !caller) {
      throw new AppError('invalid_api_key');
    }
    const session = caller ? null : await getAuth().getSession(io);
    // A trial visitor sees their own photo and render too (only looked up for someone not signed in).
    const visitor = session || caller ? null : await findTrialVisitor(io);
    const file = await findStoredFile(query.key.join('/'), {
      userId: caller?.userId ?? session?.user.id ?? null,
      visitorId: visitor?.id ?? null,
    });
    // findStoredFile took the key only if it matches STORAGE_KEY, and a given name matches DOWNLOAD_NAME, so either
    // is safe between the quotes; a given name keeps the stored file's own extension.
    const headers: Record<string, string> = {};
    if (query.download) {
      const stored = query.key.at(-1)!;
      const name =
        query.download === '1' ? stored : `${query.download}${stored.slice(stored.lastIndexOf('.'))}`;
      headers['Content-Disposition'] = `attachment; filename="${name}"`;
    }
    await sendStoredFile(req, res, file, headers);
  },
});
