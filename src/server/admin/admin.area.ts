import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { accessSimulatorRoutes } from './access-simulator.routes.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { dictRoutes } from './dict.routes.ts';
import { helpRoutes } from './help.routes.ts';
import { holidayRoutes } from './holiday.routes.ts';
import { jobRoutes } from './job.routes.ts';
import { menuRoutes } from './menu.routes.ts';
import { monitorRoutes } from './monitor.routes.ts';
import { officeRoutes } from './office.routes.ts';
import { roleRoutes } from './role.routes.ts';
import { serialTemplateRoutes } from './serial-template.routes.ts';
import { signRoutes } from './sign.routes.ts';
import { sysParamRoutes } from './sys-param.routes.ts';
import { updateMessageRoutes } from './update-message.routes.ts';
import { userAdminRoutes } from './user-admin.routes.ts';

const ROUTES = [
  officeRoutes,
  userAdminRoutes,
  roleRoutes,
  menuRoutes,
  accessSimulatorRoutes,
  dictRoutes,
  catalogRoutes,
  sysParamRoutes,
  serialTemplateRoutes,
  signRoutes,
  holidayRoutes,
  jobRoutes,
  monitorRoutes,
  helpRoutes,
  updateMessageRoutes,
];

/** The administration screens: organisation, accounts, roles, menus, dictionaries and the system's settings. */
export const adminArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  for (const routes of ROUTES) await app.register(routes, context);
};
