import { rateLimited } from '@/lib/api/rate-limited';
import { withApi } from '@/lib/api/with-api';
import { getDb } from '@/lib/db/get-db';
import { takeRateLimit } from '@/lib/api/rate-limit';
import { TRIAL_UPLOADS_PER_DAY, TRIAL_UPLOADS_PER_IP_PER_DAY } from '@/lib/studio/trial/trial-limits';
import { ensureTrialVisitor } from '@/lib/studio/trial/trial-visitor';
import { readMultipart } from '@/lib/studio/uploads/read-multipart';
import { saveUpload } from '@/lib/studio/uploads/save-upload';

// Multipart, up to 20 MB: streamed, never parsed by Next.
export const config = { api: { bodyParser: false } };

/** The free trial's upload: the same checks and normalisation as an account's, owned by the visitor. */
export default withApi({
  methods: ['POST'],
  auth: 'none',
  async handler({ req, res, io }) {
    const visitor = await ensureTrialVisitor(io);
    const db = await getDb();
    for (const [key, limit] of [
      [`trial-uploads:${visitor.id}`, TRIAL_UPLOADS_PER_DAY],
      [`trial-uploads-ip:${io.network}`, TRIAL_UPLOADS_PER_IP_PER_DAY],
    ] as const) {
      const taken = await takeRateLimit(db, key, limit, 24 * 3600);
      if (!taken.allowed) {
        throw rateLimited(taken.retryAfterSeconds, {
          description: 'That is a lot of uploads for a trial. Create a free account to go on.',
        });
      }
    }
    const { files, fields } = await readMultipart(req);
    const image = await saveUpload(
      { visitorId: visitor.id },
      files.file!,
      fields.kind === 'mask' ? 'mask' : 'photo',
    );
    res.status(201).json({ image });
  },
});
