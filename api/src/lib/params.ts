/** Path parameters shared by route files of different callers. */
import { idSchema } from 'shared-contracts';
import { z } from 'zod';

/** Path parameter `:id` of a list. */
export const listIdParamsSchema = z.object({ id: idSchema });

/** Path parameters `:id` of a list and `:itemId` of one of its items. */
export const listItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });
