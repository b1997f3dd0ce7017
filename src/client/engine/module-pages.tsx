import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useTableLayoutQuery } from '../api/engine.api.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { useCurrentPage } from '../layout/keep-alive-outlet.tsx';
import { ModuleFormScreen } from './form/module-form-screen.tsx';
import { ModuleListScreen } from './list/module-list-screen.tsx';
import { moduleForPath } from './module-registry.ts';
import { ModuleViewScreen } from './view/module-view-screen.tsx';

/** The module a generic page serves: from its menu's href, else from the path it was opened at. */
function useDescriptor() {
  const page = useCurrentPage();
  const location = useLocation();
  return moduleForPath(page?.menu?.href ?? location.pathname);
}

function UnknownModule() {
  const intl = useIntl();
  return <Alert severity="warning">{intl.formatMessage({ id: 'page.moduleMissing' })}</Alert>;
}

/** Menu component `engine/list`: the list of the module the menu names. */
export function ModuleListPage() {
  const descriptor = useDescriptor();
  const layout = useTableLayoutQuery(descriptor?.key ?? '', { skip: !descriptor });
  if (!descriptor) return <UnknownModule />;
  if (!layout.data) return layout.isError ? <UnknownModule /> : <PageLoading />;
  // A reloaded layout starts the screen afresh with it.
  return <ModuleListScreen key={`${layout.data.source}:${layout.fulfilledTimeStamp}`} descriptor={descriptor} layout={layout.data} />;
}

/** `/<area>/<module>/edit?id=…&formInfo=…&pt=…`: the generic form. */
export function ModuleFormPage() {
  const descriptor = useDescriptor();
  const location = useLocation();
  if (!descriptor) return <UnknownModule />;
  // Another record (or a new one) in the same tab is a fresh form.
  return <ModuleFormScreen key={location.search} descriptor={descriptor} search={location.search} />;
}

/** `/<area>/<module>/view?id=…`: the read-only view. */
export function ModuleViewPage() {
  const descriptor = useDescriptor();
  const location = useLocation();
  if (!descriptor) return <UnknownModule />;
  return <ModuleViewScreen key={location.search} descriptor={descriptor} search={location.search} />;
}
