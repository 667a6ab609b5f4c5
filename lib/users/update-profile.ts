import '@/lib/server-only';
import { z } from 'zod';
import { MAX_NAME_LENGTH } from '@/lib/auth/password-rules';
import { asUser } from '@/lib/db/as-user';

export const ZProfileUpdate = z.object({
  fullName: z
    .string({ message: 'name_required' })
    .trim()
    .min(1, 'name_required')
    .max(MAX_NAME_LENGTH, 'name_too_long'),
});

/** Under the user's own session: RLS picks the row, column grants allow only the name. */
export async function updateProfile(
  userId: string,
  input: z.infer<typeof ZProfileUpdate>,
): Promise<{ full_name: string }> {
  return asUser(userId, async (tx) => {
    const { rows } = await tx.query<{ full_name: string }>(
      'update public.users set full_name = $1 where id = auth.uid() returning full_name',
      [input.fullName],
    );
    return rows[0]!;
  });
}
