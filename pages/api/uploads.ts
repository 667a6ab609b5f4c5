import { withApi } from '@/lib/api/with-api';
import { readMultipart } from '@/lib/studio/uploads/read-multipart';
import { saveUpload } from '@/lib/studio/uploads/save-upload';

// The body is multipart and may be up to 20 MB: it is streamed, never parsed by Next.
export const config = { api: { bodyParser: false } };

export default withApi({
  methods: ['POST'],
  auth: 'session',
  async handler({ req, res, session }) {
    const { files, fields } = await readMultipart(req);
    const image = await saveUpload(
      { userId: session.user.id },
      files.file!,
      fields.kind === 'mask' ? 'mask' : 'photo',
    );
    res.status(201).json({ image });
  },
});
