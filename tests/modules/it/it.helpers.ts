import { expect } from 'vitest';
import type { Caller } from '../../support/api.helpers.ts';

export const en = { 'accept-language': 'en' };
export const zh = { 'accept-language': 'zh' };

/** The IT modules through the API: records, events recorded on them, lists as a user sees them. */
export function itCalls(as: Record<string, Caller>, ids: Record<string, number>) {
  const record = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data as Record<string, unknown>;
  const recordAs = (name: string, module: string, id: number, event: string, data: object = {}, headers = en) =>
    as[name].post(`/wf/${module}/${id}/record/${event}`, { data }, headers);
  const list = async (name: string, module: string, query?: object[]) =>
    (await as[name].post(`/m/${module}/page`, { page: { pageIndex: 1, limit: 100 }, ...(query ? { query } : {}) })).body.data.list as Record<string, unknown>[];
  return {
    record,
    recordAs,
    list,
    /** An event that must be accepted; answers the new status. */
    async moved(name: string, module: string, id: number, event: string, data: object = {}) {
      const answer = await recordAs(name, module, id, event, data);
      expect(answer.body.status, `${name} ${event}: ${answer.body.msg}`).toBe(200);
      return answer.body.data.status as number;
    },
    /** A bug reported by leader01 and assigned to staff01, still a draft (1). */
    async bug(extra: object = {}, by = 'leader01') {
      const created = await as[by].post(
        '/m/bug',
        { title: '保存后列表未刷新', severity: '3', priority: '2', assignee: ids.staff01, steps: '1. 新建 2. 保存', ...extra },
        en,
      );
      expect(created.body.status, created.body.msg).toBe(200);
      return created.body.data as { id: number; status: number; serialNo: string };
    },
    /** A need managed by leader01, unassigned (0). */
    async need(extra: object = {}) {
      const created = await as.leader01.post(
        '/m/need',
        { title: '导出按部门筛选', priority: '2', manager: ids.leader01, description: '按部门导出', ...extra },
        en,
      );
      expect(created.body.status, created.body.msg).toBe(200);
      return created.body.data as { id: number; status: number };
    },
  };
}
