import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { useTableLayoutQuery } from '../api/engine.api.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { useCurrentPage } from '../app/page-registry.ts';
import { ModuleFormScreen } from '../engine/form/module-form-screen.tsx';
import { ModuleListScreen } from '../engine/list/module-list-screen.tsx';
import { usePrefetchOpeningPage } from '../engine/list/use-list-page.ts';
import { useModuleForPath } from '../engine/module/module-registry.ts';
import { ModuleViewScreen } from '../engine/view/module-view-screen.tsx';
// The domains' parts of these screens (src/client/domains/) come with them.
import '../domains/domain-slots.ts';

/** A generic page of the module it serves (from its menu's href, else from the path it was opened at), once loaded. */
function ModulePage({ render }: { render: (descriptor: ModuleDescriptor) => ReactNode }) {
  const page = useCurrentPage();
  const location = useLocation();
  const descriptor = useModuleForPath(page?.menu?.href ?? location.pathname);
  if (descriptor === undefined) return <PageLoading />;
  if (!descriptor) return <UnknownModule />;
  return render(descriptor);
}

function UnknownModule() {
  const intl = useIntl();
  return <Alert severity="warning">{intl.formatMessage({ id: 'page.moduleMissing' })}</Alert>;
}

function ModuleList({ descriptor }: { descriptor: ModuleDescriptor }) {
  const layout = useTableLayoutQuery(descriptor.key);
  usePrefetchOpeningPage(descriptor);
  if (!layout.data) return layout.isError ? <UnknownModule /> : <PageLoading />;
  // A reloaded layout starts the screen afresh with it.
  return <ModuleListScreen key={`${layout.data.source}:${layout.fulfilledTimeStamp}`} descriptor={descriptor} layout={layout.data} />;
}

/** Menu component `engine/list`: the list of the module the menu names. */
export function ModuleListPage() {
  return <ModulePage render={(descriptor) => <ModuleList descriptor={descriptor} />} />;
}

/** `/<area>/<module>/edit?id=…&formInfo=…&pt=…`: the generic form. */
export function ModuleFormPage() {
  const location = useLocation();
  // Another record (or a new one) in the same tab is a fresh form.
  return <ModulePage render={(descriptor) => <ModuleFormScreen key={location.search} descriptor={descriptor} search={location.search} />} />;
}

/** `/<area>/<module>/view?id=…`: the read-only view. */
export function ModuleViewPage() {
  const location = useLocation();
  return <ModulePage render={(descriptor) => <ModuleViewScreen key={location.search} descriptor={descriptor} search={location.search} />} />;
}
