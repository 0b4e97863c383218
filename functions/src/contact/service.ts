import type { ContactInput } from '@bebek/common/schemas/profile';
import { foldEmail } from '@bebek/common/text';
import { saveContactMessage } from './data';

/**
 * The contact form (part 2 §5): a parent's message is kept with her account, a visitor's
 * (`userId` null) with the address typed, folded so the deletion and the export find it (ADR 0025).
 */
export async function storeContactMessage(input: ContactInput, userId: string | null): Promise<void> {
  await saveContactMessage({ ...input, email: foldEmail(input.email) }, userId);
}
