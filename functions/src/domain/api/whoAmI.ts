import { z } from 'zod';
import { roleSchema } from '../roles.js';

export const whoAmIInput = z.strictObject({}).optional();
export const whoAmIOutput = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  roles: z.array(roleSchema),
});
export type WhoAmIOutput = z.infer<typeof whoAmIOutput>;
