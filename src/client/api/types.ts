import type { helpArticle, helpTreeNode } from '../../shared/schemas/admin.schema.ts';
import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type { notification, userProfile } from '../../shared/schemas/auth.schema.ts';

/** What the shell's calls answer, as the client receives it (src/shared/schemas). */
export type UserProfile = Answer<typeof userProfile>;
export type Notification = Answer<typeof notification>;
export type HelpNode = Answer<typeof helpTreeNode>;
export type HelpArticle = Answer<typeof helpArticle>;
