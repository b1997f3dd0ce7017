import type { CurrentUser } from '../../shared/schemas/auth.schema.ts';

/** Answer shapes the shell reads that have no shared schema yet. */
export type UserProfile = CurrentUser & { postList: { id: number; name: string }[]; wechatBound: boolean };

/** Spec §3 Notification: type 3 is a to-do. */
export type Notification = { id: number; userId: number; type: number; content: string; link: string | null; isRead: boolean; createdAt: string };

export type HelpNode = { id: number; parentId: number | null; title: string; sort: number; children: HelpNode[] };
export type HelpArticle = { id: number; parentId: number | null; code: string; title: string; content: string; sort: number; updatedAt: string };

export type OnlineSession = {
  sid: string;
  userId: number;
  loginName: string;
  name: string;
  officeName: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
};
