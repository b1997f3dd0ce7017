import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { titleId, type ModuleDescriptor } from '../../../modules/module.types.ts';
import { useAppDispatch } from '../../app/store.ts';
import type { Title } from '../../i18n/titles.ts';
import { tagsActions } from '../../state/tags.slice.ts';

/**
 * Names the tab and the breadcrumb of a document's page after its module and number ("报销申请 BX2026110001", "编辑
 * 报销申请 …"), so two documents are told apart; a new document's form reads "新增报销申请".
 */
export function useRecordTabTitle(descriptor: ModuleDescriptor, kind: 'view' | 'form', serialNo: string | null | undefined) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const fullPath = location.pathname + location.search;
  useEffect(() => {
    const module = { id: titleId(descriptor) };
    const title: Title = serialNo ? { id: `${kind}.recordTitle`, values: { module, serial: serialNo } } : { id: `${kind}.newTitle`, values: { module } };
    dispatch(tagsActions.retitle({ fullPath, title }));
  }, [dispatch, descriptor, kind, serialNo, fullPath]);
}
