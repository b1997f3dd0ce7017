import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUserMenuQuery } from '../api/shell.api.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { useAppDispatch } from '../app/store.ts';
import { tagsActions } from '../state/tags.slice.ts';
import { resolvePage } from '../app/page-registry.ts';

/** Spec §2 redirect view: /redirect/<path> remounts the page at <path> (size change, tab refresh). */
export function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data } = useUserMenuQuery();
  useEffect(() => {
    if (!data) return;
    const target = location.pathname.replace(/^\/redirect/, '') || '/home';
    const page = resolvePage(target, data.list);
    if (page) dispatch(tagsActions.refresh(page.name));
    navigate(target + location.search, { replace: true });
  }, [data, location.pathname, location.search, navigate, dispatch]);
  return <PageLoading />;
}
